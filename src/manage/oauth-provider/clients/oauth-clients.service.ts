import { Injectable } from '@nestjs/common';
import { User } from '../../../identity/user/user.types';
import { AuditCaller } from '../../../platform/audit/audit-caller';
import { AuditService } from '../../../platform/audit/audit.service';
import { Audited } from '../../../platform/audit/audited.decorator';
import { AuditDetails } from '../../../platform/audit/audit.types';
import { AppConfig } from '../../../platform/config/app-config';
import { generateId, randomString } from '../../../platform/common/crypto/random';
import { Clock } from '../../../platform/common/time/clock';
import { Database } from '../../../platform/database/database';
import { OAuthAccessTokenRepository } from '../storage/oauth-access-token.repository';
import { OAuthClientRepository } from '../storage/oauth-client.repository';
import { OAuthConsentRepository } from '../storage/oauth-consent.repository';
import { OAuthRefreshTokenRepository } from '../storage/oauth-refresh-token.repository';
import { OAuthClient } from '../storage/oauth-storage.types';
import { storedSecretOf } from '../storage/stored-secrets';
import { OAuthClientAccess } from './oauth-client-access';
import { OAuthError } from '../oauth-error';
import { checkClientCredentialsScopes, checkOAuthClient, withRegistrationDefaults } from './oauth-client-rules';
import {
  OAuthClientMetadataInput,
  OAuthClientWire,
  columnsOf,
  emptyClient,
  toOAuthClientWire,
  withClientCredentialsScopes,
} from './oauth-client-wire';
import { CLIENT_ID_LENGTH, CLIENT_SECRET_LENGTH } from './oauth-clients.constants';
import { clientMetadataOf, OAuthClientCaller, sentFieldsOf } from './oauth-client-input';
import { registrationDisabled, registrationNeedsAuthentication } from './oauth-client-refusal';
import { OAuthClientReads } from './oauth-client-reads.service';

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

const auditTarget = (clientId: string | undefined): AuditDetails => ({
  targetType: 'oauth-client',
  targetId: clientId ?? null,
});

/** Registering, changing and removing clients: the package's client endpoints. */
@Injectable()
export class OAuthClientsService {
  constructor(
    private readonly clients: OAuthClientRepository,
    private readonly accessTokens: OAuthAccessTokenRepository,
    private readonly refreshTokens: OAuthRefreshTokenRepository,
    private readonly consents: OAuthConsentRepository,
    private readonly reads: OAuthClientReads,
    private readonly access: OAuthClientAccess,
    private readonly database: Database,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    readonly audit: AuditService,
  ) {}

  @Audited('oauth-client.create', (_args, wire: OAuthClientWire | undefined) => auditTarget(wire?.client_id))
  async create(_auditCaller: AuditCaller, caller: OAuthClientCaller, body: OAuthClientMetadataInput) {
    await this.access.assertAllowed(caller.user, 'create');
    const input = sentFieldsOf(body, caller.isAdmin);
    const clientCredentialsScopes = normalizeScopes(input.client_credentials_scopes ?? []);
    const registration = withRegistrationDefaults(input);
    checkClientCredentialsScopes(
      clientCredentialsScopes,
      registration.grant_types ?? [],
      registration.token_endpoint_auth_method,
      this.config.oauthProvider.scopes,
    );
    return this.save(caller, input, clientCredentialsScopes);
  }

  /**
   * RFC 7591 dynamic registration, as the package's `/oauth2/register` with a session: the caller must be
   * allowed to create clients; a registered client gets every scope the provider offers whatever it asked
   * for (the scope asked must still be one offered) and no client_credentials scopes.
   */
  async register(auditCaller: AuditCaller, user: User | null, body: OAuthClientMetadataInput) {
    if (!this.config.oauthProvider.dynamicRegistration) throw registrationDisabled();
    if (!user) throw registrationNeedsAuthentication();
    return this.registerFor(auditCaller, user, body);
  }

  @Audited('oauth-client.create', (_args, wire: OAuthClientWire | undefined) => auditTarget(wire?.client_id))
  private async registerFor(_auditCaller: AuditCaller, user: User, body: OAuthClientMetadataInput) {
    await this.access.assertAllowed(user, 'create');
    const input = sentFieldsOf(body, false);
    const scopes = this.config.oauthProvider.scopes;
    // The registration's own subject_type is judged, though only administrators' endpoints store one.
    checkOAuthClient(withRegistrationDefaults({ ...input, subject_type: body.subject_type }), scopes);
    return this.save({ user, isAdmin: false }, { ...input, scope: scopes.join(' ') }, []);
  }

  private async save(caller: OAuthClientCaller, input: OAuthClientMetadataInput, clientCredentialsScopes: string[]) {
    const registration = withRegistrationDefaults(input);
    checkOAuthClient(registration, this.config.oauthProvider.scopes);
    const secret =
      registration.token_endpoint_auth_method === 'none' ? undefined : randomString(CLIENT_SECRET_LENGTH, LETTERS);
    const now = this.wholeSecondsNow();
    const client: OAuthClient = {
      ...emptyClient(''),
      ...columnsOf({ ...registration, disabled: undefined }),
      id: generateId(),
      clientId: randomString(CLIENT_ID_LENGTH, LETTERS),
      clientSecret: secret ? storedSecretOf(secret) : null,
      redirectUris: registration.redirect_uris ?? [],
      clientCredentialsScopes,
      userId: caller.user.id,
      createdAt: now,
      updatedAt: now,
      metadata: clientMetadataOf(input.metadata, input.id_token_signed_response_alg),
    };
    await this.clients.create(client);
    return this.answer(caller, client, secret);
  }

  @Audited('oauth-client.update', ([, clientId]: [OAuthClientCaller, string]) => auditTarget(clientId))
  async update(_auditCaller: AuditCaller, caller: OAuthClientCaller, clientId: string, body: OAuthClientMetadataInput) {
    await this.access.assertAllowed(caller.user, 'update');
    const client = await this.reads.getClient(clientId);
    const { client_credentials_scopes: rawScopes, ...changes } = sentFieldsOf(body, caller.isAdmin);
    const hasChanges = Object.keys(changes).length > 0;
    const owns = this.access.isOwner(caller.user, client);
    // An administrator may set another owner's client_credentials scopes, and nothing else of it.
    if (!owns && !(caller.isAdmin && rawScopes !== undefined && !hasChanges))
      this.access.assertOwner(caller.user, client);
    if (!hasChanges && rawScopes === undefined) return this.answer(caller, client);
    const providerScopes = this.config.oauthProvider.scopes;
    const grantTypes = changes.grant_types ?? client.grantTypes ?? [];
    const scopes = rawScopes === undefined ? undefined : normalizeScopes(rawScopes);
    if (scopes) checkClientCredentialsScopes(scopes, grantTypes, client.tokenEndpointAuthMethod, providerScopes);
    checkOAuthClient({ ...(toOAuthClientWire(client) as OAuthClientMetadataInput), ...changes }, providerScopes);
    const columns: Partial<OAuthClient> = columnsOf(changes);
    if (!grantTypes.includes('client_credentials') || client.tokenEndpointAuthMethod === 'none')
      columns.clientCredentialsScopes = [];
    else if (scopes) columns.clientCredentialsScopes = scopes;
    if (changes.metadata !== undefined || changes.id_token_signed_response_alg !== undefined)
      columns.metadata = clientMetadataOf(
        changes.metadata ?? client.metadata ?? undefined,
        changes.id_token_signed_response_alg,
      );
    const updated = await this.clients.update(clientId, { ...columns, updatedAt: this.wholeSecondsNow() });
    if (!updated) throw new OAuthError(500, 'invalid_client', 'unable to update client');
    return this.answer(caller, updated);
  }

  @Audited('oauth-client.rotate-secret', ([, clientId]: [OAuthClientCaller, string]) => auditTarget(clientId))
  async rotateSecret(_auditCaller: AuditCaller, caller: OAuthClientCaller, clientId: string) {
    await this.access.assertAllowed(caller.user, 'update');
    const client = await this.reads.getClient(clientId);
    this.access.assertOwner(caller.user, client);
    if (client.tokenEndpointAuthMethod === 'none' || !client.clientSecret)
      throw new OAuthError(
        400,
        'invalid_client',
        'secret rotation is only available for clients using client_secret authentication',
      );
    const secret = randomString(CLIENT_SECRET_LENGTH, LETTERS);
    const updated = await this.clients.update(clientId, {
      clientSecret: storedSecretOf(secret),
      updatedAt: this.wholeSecondsNow(),
    });
    if (!updated) throw new OAuthError(500, 'invalid_client', 'unable to update client');
    return toOAuthClientWire(updated, secret);
  }

  /** Removes the client with every grant and consent it holds. */
  @Audited('oauth-client.delete', ([, clientId]: [User, string]) => auditTarget(clientId))
  async delete(_auditCaller: AuditCaller, user: User, clientId: string): Promise<void> {
    await this.access.assertAllowed(user, 'delete');
    const client = await this.reads.getClient(clientId);
    this.access.assertOwner(user, client);
    await this.database.transaction(async (tx) => {
      await this.accessTokens.deleteByClient(clientId, tx);
      await this.refreshTokens.deleteByClient(clientId, tx);
      await this.consents.deleteByClient(clientId, tx);
      await this.clients.delete(clientId, tx);
    });
  }

  /** The client as the package answers it, with its client_credentials scopes (always for administrators). */
  private answer(caller: OAuthClientCaller, client: OAuthClient, secret?: string): OAuthClientWire {
    return withClientCredentialsScopes(toOAuthClientWire(client, secret), client, caller.isAdmin);
  }

  /** The package stores client times in whole seconds. */
  private wholeSecondsNow(): Date {
    return new Date(Math.floor(this.clock.nowMs() / 1000) * 1000);
  }
}

function normalizeScopes(scopes: string[]): string[] {
  return [...new Set(scopes.map((scope) => scope.trim()).filter(Boolean))];
}
