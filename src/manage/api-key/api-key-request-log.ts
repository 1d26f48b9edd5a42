import { Injectable } from '@nestjs/common';
import { noteRequestActor } from '../../platform/common/logging/request-actor';
import { ApiKeyConfigurations } from './api-key-configurations';
import { ApiKey } from './api-key.types';

/** Names a used key on its request's log line: its id and owner, never the key itself. */
@Injectable()
export class ApiKeyRequestLog {
  constructor(private readonly configurations: ApiKeyConfigurations) {}

  note(req: object, apiKey: ApiKey): void {
    const owner = this.configurations.isOrganizationOwned(apiKey.configId)
      ? { organizationId: apiKey.referenceId }
      : { userId: apiKey.referenceId };
    noteRequestActor(req, { ...owner, apiKeyId: apiKey.id });
  }
}
