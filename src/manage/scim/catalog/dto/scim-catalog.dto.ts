import { ScimCredentialPolicy } from '../scim-catalog.types';
import { ConnectionIdField, CredentialIdField, ExpiresAtField, ScopesField, TrimmedId } from './scim-catalog-fields';

const DOMAIN = 'The organization the connection provisions into';
const ACTOR = 'Who acts, as the calling backend names them; recorded in events';

export class ListScimConnectionsDto {
  @TrimmedId(1, DOMAIN, 'org_7Hq2')
  provisioningDomainId: string;
}

export class ScimConnectionDto extends ListScimConnectionsDto {
  @ConnectionIdField()
  connectionId: string;
}

/** The dashboard's create: the caller is the actor. */
export class CreateOrganizationScimConnectionDto implements ScimCredentialPolicy {
  @TrimmedId(16, 'Chosen by the caller, never reused: a retry with it is refused with 409', 'b6a1c0de-5f3e-4c44-9e0b')
  creationRequestId: string;

  @TrimmedId(1, DOMAIN, 'org_7Hq2')
  provisioningDomainId: string;

  @ScopesField()
  scopes: string[];

  @ExpiresAtField()
  expiresAt: Date;
}

export class CreateScimConnectionDto extends CreateOrganizationScimConnectionDto {
  @TrimmedId(1, ACTOR, 'user_51')
  actorId: string;
}

export class RotateOrganizationScimCredentialDto extends ScimConnectionDto implements ScimCredentialPolicy {
  @ScopesField()
  scopes: string[];

  @ExpiresAtField()
  expiresAt: Date;
}

export class RotateScimCredentialDto extends RotateOrganizationScimCredentialDto {
  @TrimmedId(1, ACTOR, 'user_51')
  actorId: string;
}

export class RevokeOrganizationScimCredentialDto extends ScimConnectionDto {
  @CredentialIdField()
  credentialId: string;
}

export class RevokeScimCredentialDto extends RevokeOrganizationScimCredentialDto {
  @TrimmedId(1, ACTOR, 'user_51')
  actorId: string;
}

export class DecommissionScimConnectionDto extends ScimConnectionDto {
  @TrimmedId(1, ACTOR, 'user_51')
  actorId: string;
}
