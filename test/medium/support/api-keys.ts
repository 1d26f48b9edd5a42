import { ApiKeyConfigurations } from '../../../src/manage/api-key/api-key-configurations';
import { ApiKeyFormat } from '../../../src/manage/api-key/api-key-format';
import { ApiKeyModel } from '../../../src/manage/api-key/api-key.model';
import { ApiKeyRepository } from '../../../src/manage/api-key/api-key.repository';
import { ApiKeySchema } from '../../../src/manage/api-key/api-key-schema';
import { ApiKeySweeper } from '../../../src/manage/api-key/api-key-sweeper';
import { ApiKeyVerifier } from '../../../src/manage/api-key/api-key-verifier';
import { MemberModel } from '../../../src/manage/organization/models/member.model';
import { OrganizationModel } from '../../../src/manage/organization/models/organization.model';
import { OrganizationAccess } from '../../../src/manage/organization/organization-access';
import { MemberRepository } from '../../../src/manage/organization/repositories/member.repository';
import { OrganizationRepository } from '../../../src/manage/organization/repositories/organization.repository';
import { UserModel } from '../../../src/identity/user/user.model';
import { Medium } from './medium-services';

export interface ApiKeyPieces {
  keys: ApiKeyRepository;
  format: ApiKeyFormat;
  verifier: ApiKeyVerifier;
}

/** The key repository and verifier over the medium database, as the api-key module wires them. */
export async function apiKeyPieces(medium: Medium): Promise<ApiKeyPieces> {
  const { config, clock, users, metrics } = medium;
  const schema = new ApiKeySchema(medium.db.migrator, ApiKeyModel);
  await schema.onModuleInit();
  const keys = new ApiKeyRepository(ApiKeyModel, schema);
  const format = new ApiKeyFormat(config);
  const organizations = new OrganizationAccess(
    new MemberRepository(MemberModel, UserModel),
    new OrganizationRepository(OrganizationModel, MemberModel),
    config,
  );
  const verifier = new ApiKeyVerifier(
    keys,
    format,
    users,
    clock,
    config,
    new ApiKeySweeper(keys, clock),
    metrics,
    new ApiKeyConfigurations(config),
    organizations,
  );
  return { keys, format, verifier };
}
