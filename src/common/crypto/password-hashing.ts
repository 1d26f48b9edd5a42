import { Global, Injectable, Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { assertHashingCapacity, hashPassword, verifyPassword } from './password-hasher';

/** Password hashing for requests: the queue in front of the hashing threads is bounded as configured. */
@Injectable()
export class PasswordHasher {
  private readonly maxWaiting: number;

  constructor(config: AppConfig) {
    this.maxWaiting = config.passwordHashing.maxWaiting;
  }

  /** Throws 503 SERVICE_BUSY when the queue is full, as a hash asked for now would. */
  assertCapacity(): void {
    assertHashingCapacity(this.maxWaiting);
  }

  /** Throws 503 SERVICE_BUSY at once when the queue is full. */
  hash(password: string): Promise<string> {
    return hashPassword(password, this.maxWaiting);
  }

  /** Throws 503 SERVICE_BUSY at once when the queue is full. */
  verify(stored: string, password: string): Promise<boolean> {
    return verifyPassword(stored, password, this.maxWaiting);
  }
}

@Global()
@Module({ providers: [PasswordHasher], exports: [PasswordHasher] })
export class PasswordHashingModule {}
