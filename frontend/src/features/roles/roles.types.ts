/** Actions by resource, as Better Auth writes statements and permissions: `{ member: ['create', 'update'] }`. */
export type Statements = Record<string, string[]>;

/** One side of the catalogue: every resource with its actions, and the roles fixed at start-up. */
interface StatementsScope {
  statements: Statements;
  /** The predefined roles, built in or configured: read-only at run time. */
  roles: Record<string, Statements>;
}

/** What the service knows of roles and permissions for administrators and for organizations. */
export interface StatementsCatalogue {
  admin: StatementsScope;
  organization: StatementsScope;
}

/** A role made at run time, through the dashboard or the API. */
export interface RuntimeRole {
  id: string;
  role: string;
  permission: Statements;
  organizationId?: string;
  createdAt: string | Date;
  updatedAt?: string | Date | null;
}

/** Predefined and run-time roles shown in one list. */
export interface ListedRole {
  name: string;
  permission: Statements;
  /** Set for run-time roles only; predefined ones cannot be edited or deleted. */
  runtime: RuntimeRole | null;
}

/** What the caller may do with run-time roles (the `ac` statement). */
export interface RoleRights {
  create: boolean;
  update: boolean;
  delete: boolean;
}

/** The input of the create and edit form. */
export interface RoleDraft {
  role: string;
  permission: Statements;
}

/** Until the service answers, or when it refuses to say, nothing is offered. */
export const NO_ROLE_RIGHTS: RoleRights = { create: false, update: false, delete: false };
