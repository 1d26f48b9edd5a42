import { ApiProperty } from '@nestjs/swagger';
import { SessionResponse } from '../../session/dto/session.response';
import { UserResponse } from '../../user/dto/user.response';
import { AdminUserResponse } from './admin-user.response';

export class UserEnvelope {
  @ApiProperty({ type: UserResponse })
  user: UserResponse;
}

export class ListUsersResponse {
  @ApiProperty({ type: AdminUserResponse, isArray: true })
  users: AdminUserResponse[];

  @ApiProperty({ description: 'All users matching the search and filter', example: 1 })
  total: number;

  @ApiProperty({ example: 100 })
  limit: number;

  @ApiProperty({ example: 0 })
  offset: number;
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
