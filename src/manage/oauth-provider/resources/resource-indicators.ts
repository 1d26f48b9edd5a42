import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { badRequest } from '../oauth-error';
import { OAuthResourceRepository } from './oauth-resource.repository';

/** What the requested resources make of a token: its audience, its scopes and how long it lives. */
export interface ResourceGrant {
  /** Null when no resource was asked: the token has no audience and only its client may introspect it. */
  resources: string[] | null;
  scopes: string[];
  /** Seconds, the shortest of the resources' own lifetimes; null for the provider's default. */
  accessTokenTtl: number | null;
}

/** Every `resource` value of a form (RFC 8707 §2 lets it repeat), or undefined when none was sent. */
export function requestedResources(req: Request): string[] | undefined {
  return resourcesOf((req.body as Record<string, unknown> | undefined)?.resource);
}

/** A `resource` parameter's values, checked to be absolute URIs without a fragment; undefined for none. */
export function resourcesOf(value: unknown): string[] | undefined {
  const values = (Array.isArray(value) ? value : [value]).filter(
    (item): item is string => typeof item === 'string' && item !== '',
  );
  if (values.some((item) => !URL.canParse(item) || item.includes('#')))
    throw badRequest('invalid_target', 'Invalid resource indicator');
  return values.length > 0 ? [...new Set(values)] : undefined;
}

/**
 * The package's `resolveResourcePolicy` with `enforcePerClientResources` on (its default): each resource must be
 * registered, enabled and linked to the client; a resource's `allowedScopes` narrow the token's scopes.
 */
@Injectable()
export class ResourceIndicators {
  constructor(private readonly resources: OAuthResourceRepository) {}

  async grant(clientId: string, requested: string[] | undefined, scopes: string[]): Promise<ResourceGrant> {
    if (!requested) return { resources: null, scopes, accessTokenTtl: null };
    const rows = await this.resources.findByIdentifiers(requested);
    for (const identifier of requested) {
      const row = rows.find((candidate) => candidate.identifier === identifier);
      if (!row) throw badRequest('invalid_target', `requested resource ${identifier} is not configured`);
      if (row.disabled) throw badRequest('invalid_target', `requested resource ${identifier} is disabled`);
    }
    const linked = new Set(await this.resources.linkedOf(clientId, requested));
    const unlinked = requested.filter((identifier) => !linked.has(identifier));
    if (unlinked.length > 0)
      throw badRequest('invalid_target', `client ${clientId} is not linked to resource(s) ${unlinked.join(', ')}`);
    let effective = scopes;
    let accessTokenTtl: number | null = null;
    for (const row of rows) {
      if (row.allowedScopes) {
        const allowed = new Set(row.allowedScopes);
        effective = effective.filter((scope) => allowed.has(scope));
        if (effective.length === 0)
          throw badRequest('invalid_scope', `none of the requested scopes are allowed for resource ${row.identifier}`);
      }
      if (row.accessTokenTtl !== null)
        accessTokenTtl = accessTokenTtl === null ? row.accessTokenTtl : Math.min(accessTokenTtl, row.accessTokenTtl);
    }
    return { resources: requested, scopes: effective, accessTokenTtl };
  }

  /**
   * A code's or refresh token's resources, narrowed to those requested at the token endpoint (each must be one of
   * them), then checked again as for a new grant.
   */
  async narrowed(
    clientId: string,
    granted: string[] | null,
    requested: string[] | undefined,
    scopes: string[],
    refusal: string,
  ): Promise<ResourceGrant> {
    if (requested && granted && requested.some((identifier) => !granted.includes(identifier)))
      throw badRequest('invalid_target', refusal);
    return this.grant(clientId, requested ?? granted ?? undefined, scopes);
  }

  /**
   * RFC 7662 §2.1 as the package reads it: a client may introspect a token issued to another client when it is
   * linked to one of the token's audience resources.
   */
  async servesAudience(clientId: string, audience: string[]): Promise<boolean> {
    return (await this.resources.linkedOf(clientId, audience)).length > 0;
  }

  /** A token stays active only while every resource of its audience exists (deleting one ends its tokens). */
  async audienceExists(audience: string[]): Promise<boolean> {
    return (await this.resources.findByIdentifiers(audience)).length === audience.length;
  }
}
