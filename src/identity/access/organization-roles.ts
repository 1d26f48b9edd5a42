import { Injectable } from '@nestjs/common';
import {
  Connector,
  PermissionRequest,
  RoleGrants,
  rolesAllow,
  splitRoles,
} from '../../platform/common/access/access-control';
import { mergeOrganizationRoles, organizationStatements } from '../../platform/common/access/organization-statements';
import { AppConfig } from '../../platform/config/app-config';
import { OrganizationMemberships } from './organization-memberships';

/** The actions on an organization's API keys, as Better Auth 1.7's api-key plugin names them. */
export type ApiKeyAction = 'create' | 'read' | 'update' | 'delete';

/**
 * What each organization role may do: the predefined roles (built in, merged with the configured ones), and
 * the roles each organization makes at run time, read from the database when a member holds one.
 */
@Injectable()
export class OrganizationRoles {
  private readonly predefined: Readonly<Record<string, RoleGrants>>;
  private readonly resources: RoleGrants;
  readonly creatorRole: string;

  constructor(
    config: AppConfig,
    private readonly memberships: OrganizationMemberships,
  ) {
    this.predefined = mergeOrganizationRoles(config.organization.roles);
    this.resources = organizationStatements(config.organization.roles);
    this.creatorRole = config.organization.creatorRole;
  }

  /** Every resource a role may name, with its actions (Better Auth's `ac.statements`). */
  statements(): RoleGrants {
    return this.resources;
  }

  /** The roles every organization has, which no one changes at run time. */
  predefinedRoles(): Readonly<Record<string, RoleGrants>> {
    return this.predefined;
  }

  isPredefined(role: string): boolean {
    return Object.hasOwn(this.predefined, role);
  }

  /** Whether a member with this (comma-joined) role in the organization may do what is asked. */
  async allows(
    organizationId: string,
    role: string,
    request: PermissionRequest,
    connector: Connector = 'AND',
  ): Promise<boolean> {
    const roles = splitRoles(role);
    return rolesAllow(roles, await this.definitionsFor(organizationId, roles), request, connector);
  }

  /** Of the permission, the `resource:action` pairs the role does not grant, one check per action. */
  async missingAmong(organizationId: string, role: string, permission: PermissionRequest): Promise<string[]> {
    const roles = splitRoles(role);
    const definitions = await this.definitionsFor(organizationId, roles);
    return Object.entries(permission).flatMap(([resource, actions]) =>
      actions
        .filter((action) => !rolesAllow(roles, definitions, { [resource]: [action] }))
        .map((action) => `${resource}:${action}`),
    );
  }

  /** The roles given that the organization does not have, predefined or made at run time. */
  async unknownAmong(organizationId: string, roles: readonly string[]): Promise<string[]> {
    const stored = await this.storedAmong(organizationId, roles);
    return roles.filter((role) => !this.isPredefined(role) && !Object.hasOwn(stored, role));
  }

  /**
   * Whether a member may do `action` on the organization's API keys. The creator role may do all of it
   * whatever the role statements say, as Better Auth 1.7's api-key plugin allows.
   */
  async allowOnApiKeys(organizationId: string, role: string, action: ApiKeyAction): Promise<boolean> {
    return hasRole(role, this.creatorRole) || this.allows(organizationId, role, { apiKey: [action] });
  }

  private async definitionsFor(
    organizationId: string,
    roles: readonly string[],
  ): Promise<Readonly<Record<string, RoleGrants>>> {
    return { ...this.predefined, ...(await this.storedAmong(organizationId, roles)) };
  }

  /** Only names that are not predefined are looked up, so members of the built-in roles cost no query. */
  private async storedAmong(organizationId: string, roles: readonly string[]): Promise<Record<string, RoleGrants>> {
    const names = [...new Set(roles)].filter((role) => !this.isPredefined(role));
    if (names.length === 0) return {};
    return this.memberships.storedRoles(organizationId, names);
  }
}

export function hasRole(role: string, wanted: string): boolean {
  return splitRoles(role).includes(wanted);
}

/** Roles as Better Auth takes them, one, comma-joined or a list, stored comma-joined without spaces. */
export function joinRoles(role: string | string[]): string {
  return (Array.isArray(role) ? role : [role]).flatMap((entry) => splitRoles(entry)).join(',');
}
