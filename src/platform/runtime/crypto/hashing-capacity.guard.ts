import { CanActivate, Injectable, UseGuards } from '@nestjs/common';
import { PasswordHasher } from './password-hashing';

/**
 * Refuses, with 503 SERVICE_BUSY, a request that would hash a password while the hashing queue is
 * full, before its body is validated or the database is asked anything, and only after a pause (see
 * `PasswordHasher.awaitCapacity`): under a flood of sign-ins each refusal costs a fraction of the full
 * path, each flooding connection sends about one a second, and everything else keeps the event loop.
 * The hash itself checks again, so a request let through here may still be refused (at once).
 */
@Injectable()
class HashingCapacityGuard implements CanActivate {
  constructor(private readonly hasher: PasswordHasher) {}

  async canActivate(): Promise<boolean> {
    await this.hasher.awaitCapacity();
    return true;
  }
}

/** On a route whose every call hashes a password (sign-up, sign-in, reset). */
export const RefusedWhileHashingIsFull = (): MethodDecorator & ClassDecorator => UseGuards(HashingCapacityGuard);
