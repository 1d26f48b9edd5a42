import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { JwksService } from './jwks.service';
import { ROTATION_CHECK_INTERVAL_MS } from './jwt.constants';

/** Makes a new signing key once the current one reaches JWKS_ROTATION_INTERVAL, ahead of the next token. */
@Injectable()
export class JwksRotationSweeper {
  private readonly logger = new Logger(JwksRotationSweeper.name);

  constructor(private readonly jwks: JwksService) {}

  @Interval(ROTATION_CHECK_INTERVAL_MS)
  async rotateIfDue(): Promise<void> {
    try {
      await this.jwks.rotateIfDue();
    } catch (error) {
      // A missed check is retried on the next tick; signing rotates by itself when it finds the key expired.
      this.logger.error(`Failed to rotate the signing key: ${(error as Error).message}`);
    }
  }
}
