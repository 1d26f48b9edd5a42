import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Clock } from '../../../platform/common/time/clock';
import { AppConfig } from '../../../platform/config/app-config';
import { SocialProvider } from '../social.types';
import { GithubProvider } from './github.provider';
import { OidcProvider } from './oidc.provider';

/** The configured providers, by id. */
@Injectable()
export class SocialProviderRegistry implements OnModuleInit {
  private readonly logger = new Logger('SocialProviders');
  private readonly providers: ReadonlyMap<string, SocialProvider>;

  constructor(
    private readonly config: AppConfig,
    clock: Clock,
  ) {
    this.providers = new Map(
      config.socialProviders.map((provider) => [
        provider.providerId,
        provider.kind === 'github' ? new GithubProvider(provider, clock) : new OidcProvider(provider, clock),
      ]),
    );
  }

  onModuleInit(): void {
    for (const id of this.config.incompleteSocialProviders)
      this.logger.warn(`Social provider ${id} is missing clientId or clientSecret`);
  }

  find(id: string): SocialProvider | null {
    return this.providers.get(id) ?? null;
  }

  list(): SocialProvider[] {
    return [...this.providers.values()];
  }
}
