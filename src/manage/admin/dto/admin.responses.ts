import { ApiProperty } from '@nestjs/swagger';
import { PageResponse } from '../../../platform/common/http/page.response';
import { SessionResponse } from '../../../identity/session/dto/session.response';
import { UserResponse } from '../../../identity/user/dto/user.response';
import { AdminUserResponse } from './admin-user.response';

export class UserEnvelope {
  @ApiProperty({ type: UserResponse })
  user: UserResponse;
}

export class ListUsersResponse extends PageResponse {
  @ApiProperty({ type: AdminUserResponse, isArray: true })
  users: AdminUserResponse[];
}

export class SessionsEnvelope {
  @ApiProperty({ type: SessionResponse, isArray: true })
  sessions: SessionResponse[];
}

export class PermissionCheckResponse {
  @ApiProperty({ nullable: true, type: String, example: null })
  error: null;

  @ApiProperty({ example: true })
  success: boolean;
}
