import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

const DATE = { type: String, format: 'date-time' } as const;

export class OrganizationResponse {
  @ApiProperty({ example: 'Vq3nB8xK1mZ7pL0sD4fG6hJ2aQ9wE5rT' }) id: string;
  @ApiProperty({ example: 'Acme Engineering' }) name: string;
  @ApiProperty({ example: 'acme-engineering' }) slug: string;
  @ApiProperty({ nullable: true, type: String }) logo: string | null;
  @ApiProperty({ nullable: true, type: 'object', additionalProperties: true }) metadata: Record<string, unknown> | null;
  @ApiProperty(DATE) createdAt: Date;
}

export class MemberResponse {
  @ApiProperty({ example: 'Mb7nV5cX3zL1kJ9hG8fD6sA4qW2eR0tY' }) id: string;
  @ApiProperty() organizationId: string;
  @ApiProperty() userId: string;
  @ApiProperty({ description: 'One role or several, comma-joined', example: 'owner' }) role: string;
  @ApiProperty(DATE) createdAt: Date;
}

export class MemberUserResponse {
  @ApiProperty() id: string;
  @ApiProperty({ example: 'Grace Hopper' }) name: string;
  @ApiProperty({ example: 'grace@example.com' }) email: string;
  @ApiProperty({ nullable: true, type: String }) image: string | null;
}

export class MemberWithUserResponse extends MemberResponse {
  @ApiProperty({ type: MemberUserResponse }) user: MemberUserResponse;
}

export class InvitationResponse {
  @ApiProperty({ example: 'In4vT8aB2cD6eF0gH3jK5lM7nP9qR1sU' }) id: string;
  @ApiProperty() organizationId: string;
  @ApiProperty({ example: 'grace@example.com' }) email: string;
  @ApiProperty({ example: 'member' }) role: string;
  @ApiProperty({ enum: ['pending', 'accepted', 'rejected', 'canceled'] }) status: string;
  @ApiProperty({ nullable: true, type: String, description: 'Teams to join on acceptance, comma-joined' }) teamId:
    string | null;
  @ApiProperty() inviterId: string;
  @ApiProperty(DATE) expiresAt: Date;
  @ApiProperty({ ...DATE, nullable: true }) createdAt: Date | null;
}

export class InvitationDetailsResponse extends InvitationResponse {
  @ApiProperty() organizationName: string;
  @ApiProperty() organizationSlug: string;
  @ApiProperty() inviterEmail: string;
}

export class UserInvitationResponse extends InvitationResponse {
  @ApiProperty() organizationName: string;
}

export class TeamResponse {
  @ApiProperty({ example: 'Tm5aB7cD9eF1gH3jK5lM7nP9qR1sT3uV' }) id: string;
  @ApiProperty({ example: 'Platform' }) name: string;
  @ApiProperty() organizationId: string;
  @ApiProperty(DATE) createdAt: Date;
  @ApiProperty({ ...DATE, nullable: true }) updatedAt: Date | null;
}

class CountedTeamResponse extends TeamResponse {
  @ApiProperty({ required: false, description: 'Members of the team (Better Auth 1.7 answers)' }) memberCount?: number;
}

export class TeamMemberResponse {
  @ApiProperty() id: string;
  @ApiProperty() teamId: string;
  @ApiProperty() userId: string;
  @ApiProperty({ ...DATE, nullable: true }) createdAt: Date | null;
}

export class CreatedOrganizationResponse extends OrganizationResponse {
  @ApiProperty({ type: [MemberResponse], description: 'The creator, as owner' }) members: MemberResponse[];
}

export class FullOrganizationResponse extends OrganizationResponse {
  @ApiProperty({ type: [MemberWithUserResponse] }) members: MemberWithUserResponse[];
  @ApiProperty({ type: [InvitationResponse] }) invitations: InvitationResponse[];
  @ApiProperty({ type: [CountedTeamResponse] }) teams: CountedTeamResponse[];
}

export class MemberListResponse {
  @ApiProperty({ type: [MemberWithUserResponse] }) members: MemberWithUserResponse[];
  @ApiProperty({ example: 1 }) total: number;
}

export class RemovedMemberResponse {
  @ApiProperty({ type: MemberResponse }) member: MemberResponse;
}

export class AcceptedInvitationResponse {
  @ApiProperty({ type: InvitationResponse }) invitation: InvitationResponse;
  @ApiProperty({ type: MemberResponse }) member: MemberResponse;
}

export class RejectedInvitationResponse {
  @ApiProperty({ type: InvitationResponse }) invitation: InvitationResponse;
  @ApiProperty({ nullable: true, type: Object, example: null }) member: null;
}

export class MemberRoleResponse {
  @ApiProperty({ example: 'admin' }) role: string;
}

export class PermissionResultResponse {
  @ApiProperty({ nullable: true, type: String, example: null }) error: null;
  @ApiProperty() success: boolean;
}

export class MessageResponse {
  @ApiPropertyOptional({ example: 'Team removed successfully.' }) message: string;
}
