import { ApiProperty } from '@nestjs/swagger';
import { UserResponse, toUserResponse } from '../../../identity/user/dto/user.response';
import { UserWithPasskeys } from '../admin.types';

/** A user as administrators see them: Better Auth's user, and how many passkeys they have. */
export class AdminUserResponse extends UserResponse {
  @ApiProperty({ description: 'How many passkeys the user has registered', example: 0 })
  passkeyCount: number;
}

export function toAdminUserResponse({ user, passkeyCount }: UserWithPasskeys): AdminUserResponse {
  return { ...toUserResponse(user), passkeyCount };
}

export class AdminUserEnvelope {
  @ApiProperty({ type: AdminUserResponse })
  user: AdminUserResponse;
}

export class RemovedPasskeysResponse extends AdminUserEnvelope {
  @ApiProperty({ description: 'How many passkeys were removed', example: 2 })
  removed: number;
}
