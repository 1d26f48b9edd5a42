import { Injectable, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../platform/config/app-config';
import { GetSessionHeaders } from '../../identity/session/get-session-headers';
import { JwtIssuer } from './jwt-issuer.service';

const JWT_HEADER = 'set-auth-jwt';

/** get-session answers a signed-in caller with a fresh JWT in `set-auth-jwt`, as the jwt plugin does. */
@Injectable()
export class SessionJwtHeader implements OnModuleInit {
  constructor(
    private readonly headers: GetSessionHeaders,
    private readonly issuer: JwtIssuer,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    if (this.config.jwt.disableSettingJwtHeader) return;
    this.headers.register(async (active) => ({ [JWT_HEADER]: await this.issuer.issue(active) }));
  }
}
