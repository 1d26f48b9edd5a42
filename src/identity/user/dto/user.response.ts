import { ApiProperty } from '@nestjs/swagger';
import { User } from '../user.types';

export class UserResponse {
  @ApiProperty({ description: 'Display name', example: 'Ada Lovelace' })
  name: string;

  @ApiProperty({ description: 'E-mail address, lowercased', example: 'ada@example.com' })
  email: string;

  @ApiProperty({ description: 'Whether the address was verified', example: false })
  emailVerified: boolean;

  @ApiProperty({ description: 'Avatar URL', nullable: true, type: String, example: null })
  image: string | null;

  @ApiProperty({ description: 'Roles, comma-joined', nullable: true, type: String, example: 'user' })
  role: string | null;

  @ApiProperty({ example: false })
  banned: boolean;

  @ApiProperty({ nullable: true, type: String, example: null })
  banReason: string | null;

  @ApiProperty({ nullable: true, type: String, format: 'date-time', example: null })
  banExpires: Date | null;

  @ApiProperty({ description: 'Whether sign-in asks for a second factor', example: false })
  twoFactorEnabled: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: Date;

  @ApiProperty({ description: '32 letters and digits', example: 'k2VfY0oQ3a9LwE4tR7uI1pZx8cB5nM6d' })
  id: string;
}

/**
 * The user as Better Auth returns it, in its field order; configured fields come first so they never shadow its own.
 */
export function toUserResponse(user: User): UserResponse {
  const response: UserResponse = {
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    image: user.image,
    role: user.role,
    banned: user.banned,
    banReason: user.banReason,
    banExpires: user.banExpires,
    twoFactorEnabled: user.twoFactorEnabled,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    id: user.id,
  };
  // Most deployments configure no additional fields; a fixed literal keeps a list page's hundred answers cheap.
  return hasAny(user.additionalFields) ? { ...user.additionalFields, ...response } : response;
}

function hasAny(fields: Record<string, unknown>): boolean {
  for (const key in fields) if (Object.hasOwn(fields, key)) return true;
  return false;
}
