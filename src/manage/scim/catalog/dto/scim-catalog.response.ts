import { ApiProperty } from '@nestjs/swagger';
import { SCIM_SCOPES } from '../scim-catalog.constants';

export class ScimConnectionResponse {
  @ApiProperty({ description: 'The id the connection was created with' })
  creationRequestId: string;
  @ApiProperty({ example: 'ba_scim_connection_3kT9…' })
  connectionId: string;
  @ApiProperty()
  provisioningDomainId: string;
  @ApiProperty({ enum: ['active', 'decommissioning', 'decommissioned'] })
  status: string;
  @ApiProperty()
  createdAt: Date;
  @ApiProperty()
  createdBy: string;
  @ApiProperty({ type: Date, nullable: true })
  decommissionStartedAt: Date | null;
  @ApiProperty({ type: String, nullable: true })
  decommissionStartedBy: string | null;
  @ApiProperty({ type: Date, nullable: true })
  decommissionedAt: Date | null;
  @ApiProperty({ type: String, nullable: true })
  decommissionedBy: string | null;
}

export class ScimCredentialResponse {
  @ApiProperty({ example: 'ba_scim_credential_Vq2…' })
  credentialId: string;
  @ApiProperty({ enum: ['active', 'expired', 'revoked', 'decommissioned'] })
  status: string;
  @ApiProperty({ enum: SCIM_SCOPES, isArray: true })
  scopes: string[];
  @ApiProperty()
  expiresAt: Date;
  @ApiProperty()
  createdAt: Date;
  @ApiProperty()
  createdBy: string;
  @ApiProperty({ type: Date, nullable: true, description: 'Recorded at most every five minutes' })
  lastUsedAt: Date | null;
  @ApiProperty({ type: Date, nullable: true })
  revokedAt: Date | null;
  @ApiProperty({ type: String, nullable: true })
  revokedBy: string | null;
}

export class ScimIssuedCredentialResponse {
  @ApiProperty({ type: ScimConnectionResponse })
  connection: ScimConnectionResponse;
  @ApiProperty({ type: ScimCredentialResponse })
  credential: ScimCredentialResponse;
  @ApiProperty({
    description: '`<credentialId>.<secret>`, told only in this answer',
    example: 'ba_scim_credential_Vq2….x9…',
  })
  token: string;
}

export class ScimConnectionListResponse {
  @ApiProperty({ type: [ScimConnectionResponse], description: 'Newest first' })
  connections: ScimConnectionResponse[];
}

export class ScimConnectionStateResponse {
  @ApiProperty({ type: ScimConnectionResponse })
  connection: ScimConnectionResponse;
  @ApiProperty({ type: [ScimCredentialResponse], description: 'Every credential it has had, newest first' })
  credentials: ScimCredentialResponse[];
}

export class ScimEventResponse {
  @ApiProperty({ description: '1, 2, … per connection, without gaps' })
  sequence: number;
  @ApiProperty({
    enum: [
      'connection.created',
      'credential.issued',
      'credential.rotated',
      'credential.revoked',
      'connection.decommissioning',
      'connection.decommissioned',
    ],
  })
  type: string;
  @ApiProperty()
  actorId: string;
  @ApiProperty({ type: String, nullable: true })
  credentialId: string | null;
  @ApiProperty()
  createdAt: Date;
}

export class ScimEventListResponse {
  @ApiProperty({ type: [ScimEventResponse], description: 'The newest 100, oldest first' })
  events: ScimEventResponse[];
}

class ScimDecommissionProgress {
  @ApiProperty({ enum: ['complete'] })
  status: string;
  @ApiProperty({ type: Date, nullable: true })
  retryAfter: null;
}

export class ScimDecommissionResponse extends ScimConnectionStateResponse {
  @ApiProperty({ type: ScimDecommissionProgress })
  decommission: ScimDecommissionProgress;
}
