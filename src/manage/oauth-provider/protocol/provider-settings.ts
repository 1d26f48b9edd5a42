import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../platform/config/app-config';

/** What every protocol endpoint shares: the issuer, its endpoints' URLs and the scopes it knows. */
@Injectable()
export class ProviderSettings {
  /** `${BASE_URL}${basePath}`, exactly: the issuer and the root of every endpoint. */
  readonly issuer: string;
  readonly scopes: readonly string[];
  readonly loginPage: string;
  readonly consentPage: string;
  readonly errorPage: string;
  readonly isRegistrationOpen: boolean;

  constructor(config: AppConfig) {
    this.issuer = `${config.baseUrl.replace(/\/$/, '')}${config.basePath}`;
    // The package's defaults and those OAUTH_PROVIDER_SCOPES adds.
    this.scopes = config.oauthProvider.scopes;
    const origin = config.baseUrl.replace(/\/$/, '');
    this.loginPage = `${origin}/sign-in`;
    this.consentPage = `${origin}/oauth/consent`;
    this.errorPage = `${this.issuer}/error`;
    this.isRegistrationOpen = config.oauthProvider.dynamicRegistration;
  }

  endpoint(path: string): string {
    return `${this.issuer}${path}`;
  }
}
