export interface Organization {
  id: string;
  name: string;
  slug: string;
  logo: string | null;
  metadata: Record<string, unknown> | null;
  createdAt: Date;
}

export interface Member {
  id: string;
  organizationId: string;
  userId: string;
  /** One role or several, comma-joined. */
  role: string;
  createdAt: Date;
}

/** The part of a member's user that organization responses show. */
export interface MemberUser {
  id: string;
  name: string;
  email: string;
  image: string | null;
}

export interface MemberWithUser extends Member {
  user: MemberUser;
}

export type InvitationStatus = 'pending' | 'accepted' | 'rejected' | 'canceled';

export interface Invitation {
  id: string;
  organizationId: string;
  email: string;
  role: string;
  status: InvitationStatus;
  /** The teams to join on acceptance, comma-joined; null for none. */
  teamId: string | null;
  inviterId: string;
  expiresAt: Date;
  createdAt: Date | null;
}

export interface Team {
  id: string;
  name: string;
  organizationId: string;
  createdAt: Date;
  updatedAt: Date | null;
}

export interface TeamMember {
  id: string;
  teamId: string;
  userId: string;
  createdAt: Date | null;
}

export interface FullOrganization extends Organization {
  members: MemberWithUser[];
  invitations: Invitation[];
  /** Better Auth 1.7 answers each team's `memberCount` too. */
  teams: (Team & { memberCount?: number })[];
}

/** What an administrator asks of the list of every organization. */
export interface OrganizationListCriteria {
  /** Text the name or the slug holds, ignoring case. */
  search?: string;
  sortBy: 'name' | 'createdAt' | 'memberCount';
  direction: 'asc' | 'desc';
  /** The role that makes a member the owner (`creatorRole`). */
  creatorRole: string;
  limit: number;
  offset: number;
}

/** An organization as the administrators' list shows it. */
export interface OrganizationListEntry extends Organization {
  memberCount: number;
  /** The earliest member holding the creator role, if one is left. */
  owner: { id: string; name: string; email: string } | null;
}

/** A role an organization made at run time (Better Auth 1.7's `organizationRole`). */
export interface OrganizationRole {
  id: string;
  organizationId: string;
  /** Lower case, as created. */
  role: string;
  /** resource -> actions. */
  permission: Record<string, string[]>;
  createdAt: Date;
  updatedAt: Date | null;
}

/** Which role a call names: by name or by id. */
export type RoleRef = { roleName: string } | { roleId: string };
