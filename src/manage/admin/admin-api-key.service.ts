import { Injectable } from '@nestjs/common';
import { AuditCaller } from '../../platform/audit/audit-caller';
import { UserService } from '../../identity/user/user.service';
import { User } from '../../identity/user/user.types';
import { ApiKeyService } from '../api-key/api-key.service';
import { ApiKey } from '../api-key/api-key.types';
import { CreateApiKeyDto } from '../api-key/dto/create-api-key.dto';
import { UpdateApiKeyDto } from '../api-key/dto/update-api-key.dto';

/**
 * Key management for administrators, who may act as a trusted backend: keys for any user, with
 * the server-only properties (quota, refill, rate limit, permissions). Without `userId` the
 * administrator's own keys are meant.
 */
@Injectable()
export class AdminApiKeyService {
  constructor(
    private readonly apiKeys: ApiKeyService,
    private readonly users: UserService,
  ) {}

  create(auditCaller: AuditCaller, admin: User, input: CreateApiKeyDto): Promise<{ apiKey: ApiKey; fullKey: string }> {
    return this.apiKeys.create(
      auditCaller,
      { session: null, isServer: true },
      { ...input, userId: input.userId ?? admin.id },
    );
  }

  update(auditCaller: AuditCaller, admin: User, input: UpdateApiKeyDto): Promise<ApiKey> {
    return this.apiKeys.update(
      auditCaller,
      { session: null, isServer: true },
      { ...input, userId: input.userId ?? admin.id },
    );
  }

  async listFor(userId: string): Promise<ApiKey[]> {
    return this.apiKeys.list(await this.users.getById(userId));
  }
}
