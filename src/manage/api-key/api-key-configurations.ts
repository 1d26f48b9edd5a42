import { Injectable } from '@nestjs/common';
import { ApiKeyConfiguration, AppConfig } from '../../platform/config/app-config';
import { ApiKeyRules } from './api-key-rules';
import { DEFAULT_API_KEY_CONFIG_ID } from './api-key.constants';

/** A key configuration with the checks its rules make. */
export interface ConfiguredKeys {
  configuration: ApiKeyConfiguration;
  rules: ApiKeyRules;
}

/**
 * Better Auth 1.7's key configurations side by side: each names who owns its keys (users or
 * organizations) and may carry rules of its own.
 */
@Injectable()
export class ApiKeyConfigurations {
  private readonly byId = new Map<string, ConfiguredKeys>();

  constructor(config: AppConfig) {
    for (const configuration of Object.values(config.apiKey.configurations)) {
      this.byId.set(configuration.configId, { configuration, rules: new ApiKeyRules(configuration) });
    }
  }

  /**
   * The configuration named, or the default one for none and for a name not configured: Better Auth
   * 1.7 resolves both ways, so a stored key whose configuration was removed counts as a user's.
   */
  resolve(configId?: string | null): ConfiguredKeys {
    return (configId && this.byId.get(configId)) || this.byId.get(DEFAULT_API_KEY_CONFIG_ID)!;
  }

  /** Whether the named configuration's keys belong to organizations. */
  isOrganizationOwned(configId: string | null | undefined): boolean {
    return this.resolve(configId).configuration.references === 'organization';
  }

  /** The configurations whose keys belong to users, or to organizations. */
  idsReferencing(references: ApiKeyConfiguration['references']): string[] {
    return [...this.byId.values()]
      .filter(({ configuration }) => configuration.references === references)
      .map(({ configuration }) => configuration.configId);
  }
}
