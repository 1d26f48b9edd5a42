import { Injectable, OnModuleInit } from '@nestjs/common';
import { DirectRoute, DirectRoutes } from '../common/http/direct-routes';
import { AppConfig } from '../config/app-config';
import { ApiKeyVerifier } from './api-key-verifier';
import { VerifyApiKeyResponse, toApiKeyResponse } from './dto/api-key.response';
import { VerifyApiKeyDto } from './dto/verify-api-key.dto';

/**
 * API-key verify, which backends call for each request a key comes with: on the direct lane in its
 * plain form (a trusted backend's JSON, no cookie), and through the controller in every other.
 */
@Injectable()
export class VerifyApiKeyDirectRoute implements DirectRoute, OnModuleInit {
  readonly method = 'POST';
  readonly path: string;
  readonly body = VerifyApiKeyDto;
  readonly serverOnly = true;

  constructor(config: AppConfig, private readonly verifier: ApiKeyVerifier, private readonly routes: DirectRoutes) {
    this.path = `${config.basePath}/api-key/verify`;
  }

  onModuleInit(): void {
    this.routes.register(this);
  }

  answer(_req: unknown, _res: unknown, body: VerifyApiKeyDto): Promise<VerifyApiKeyResponse> {
    return this.verify(body);
  }

  /** Checks the key and counts the use; `valid: false` carries the reason. */
  async verify(body: VerifyApiKeyDto): Promise<VerifyApiKeyResponse> {
    const result = await this.verifier.check(body.key, body.permissions);
    return { ...result, key: result.key && toApiKeyResponse(result.key) };
  }
}
