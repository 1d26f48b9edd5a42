import { CanActivate, Injectable, UseGuards } from '@nestjs/common';
import { PasswordHasher } from './password-hashing';

/**
 * Refuses, with 503 SERVICE_BUSY, a request that would hash a password while the hashing queue is
 * full, before its body is validated or the database is asked anything: under a flood of sign-ins
 * each refusal then costs a fraction of the full path, and everything else keeps its share of the
 * event loop. The hash itself checks again, so a request let through here may still be refused.
 */
@Injectable()
class HashingCapacityGuard implements CanActivate {
  constructor(private readonly hasher: PasswordHasher) {}

  canActivate(): boolean {
    this.hasher.assertCapacity();
    return true;
  }
}

/** On a route whose every call hashes a password (sign-up, sign-in, reset). */
export const RefusedWhileHashingIsFull = (): MethodDecorator & ClassDecorator => UseGuards(HashingCapacityGuard);
