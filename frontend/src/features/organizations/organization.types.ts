export interface Organization {
  id: string;
  name: string;
  slug: string;
  logo?: string | null;
  createdAt: string | Date;
}

export interface Member {
  id: string;
  organizationId: string;
  userId: string;
  role: string;
  createdAt: string | Date;
  user: { id: string; name: string; email: string; image?: string | null };
}

export interface Invitation {
  id: string;
  organizationId: string;
  email: string;
  role: string;
  status: string;
  teamId?: string | null;
  expiresAt: string | Date;
}

export interface Team {
  id: string;
  name: string;
  organizationId: string;
  createdAt: string | Date;
}

export interface TeamMember {
  id: string;
  teamId: string;
  userId: string;
  createdAt: string | Date;
}

export interface FullOrganization extends Organization {
  members: Member[];
  invitations: Invitation[];
  teams?: Team[];
}
