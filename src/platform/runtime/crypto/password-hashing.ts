import { Global, Injectable, Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { awaitHashingCapacity, hashPassword, verifyPassword } from '../../common/crypto/password-hasher';

/** Password hashing for requests: the queue in front of the hashing threads is bounded as configured. */
@Injectable()
export class PasswordHasher {
  private readonly maxWaiting: number;

  constructor(config: AppConfig) {
    this.maxWaiting = config.passwordHashing.maxWaiting;
  }

  /** Resolves while a hash would be taken; else holds, then throws 503 SERVICE_BUSY (see awaitHashingCapacity). */
  awaitCapacity(): Promise<void> {
    return awaitHashingCapacity(this.maxWaiting);
  }

  /** Throws 503 SERVICE_BUSY, without a pause, when the queue is full. */
  hash(password: string): Promise<string> {
    return hashPassword(password, this.maxWaiting);
  }

  /** Throws 503 SERVICE_BUSY, without a pause, when the queue is full. */
  verify(stored: string, password: string): Promise<boolean> {
    return verifyPassword(stored, password, this.maxWaiting);
  }
}

@Global()
@Module({ providers: [PasswordHasher], exports: [PasswordHasher] })
export class PasswordHashingModule {}
