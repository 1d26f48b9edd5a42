import { SocialProviderConfig } from './app-config';

interface RawOidcProvider {
  providerId?: unknown;
  name?: unknown;
  issuer?: unknown;
  clientId?: unknown;
  clientSecret?: unknown;
  scopes?: unknown;
}

interface RawPresetProvider {
  clientId: string | null;
  clientSecret: string | null;
}

export interface RawSocialProviders {
  oidc: RawOidcProvider[];
  google: RawPresetProvider;
  microsoft: RawPresetProvider & { tenantId: string };
  github: RawPresetProvider;
}

export interface SocialProvidersRead {
  providers: SocialProviderConfig[];
  /** Named but lacking a client id or secret: left out, with a warning at start-up. */
  incomplete: string[];
}

const OIDC_SCOPES = ['openid', 'email', 'profile'];
const PROVIDER_ID_PATTERN = /^[a-z0-9][a-z0-9_-]{0,62}$/i;

/** Generic OpenID Connect providers (discovered from their issuer) and the Google, Microsoft and GitHub presets. */
export function readSocialProviders(raw: RawSocialProviders): SocialProvidersRead {
  const providers: SocialProviderConfig[] = [];
  const incomplete: string[] = [];
  const add = (
    provider: Omit<SocialProviderConfig, 'clientId' | 'clientSecret'>,
    clientId: unknown,
    clientSecret: unknown,
  ) => {
    if (providers.some((known) => known.providerId === provider.providerId)) {
      throw new Error(`providerId "${provider.providerId}" is configured twice`);
    }
    if (typeof clientId !== 'string' || !clientId || typeof clientSecret !== 'string' || !clientSecret) {
      incomplete.push(provider.providerId);
      return;
    }
    providers.push({ ...provider, clientId, clientSecret });
  };

  const { google, microsoft, github } = raw;
  if (google.clientId || google.clientSecret) {
    add(
      {
        providerId: 'google',
        name: 'Google',
        kind: 'oidc',
        issuer: 'https://accounts.google.com',
        scopes: OIDC_SCOPES,
      },
      google.clientId,
      google.clientSecret,
    );
  }
  if (microsoft.clientId || microsoft.clientSecret) {
    const tenant = microsoft.tenantId || 'common';
    if (!/^[A-Za-z0-9.-]+$/.test(tenant))
      throw new Error('MICROSOFT_TENANT_ID must be a tenant id, a domain, or common');
    add(
      {
        providerId: 'microsoft',
        name: 'Microsoft',
        kind: 'oidc',
        issuer: `https://login.microsoftonline.com/${tenant}/v2.0`,
        scopes: OIDC_SCOPES,
      },
      microsoft.clientId,
      microsoft.clientSecret,
    );
  }
  if (github.clientId || github.clientSecret) {
    add(
      { providerId: 'github', name: 'GitHub', kind: 'github', issuer: null, scopes: ['read:user', 'user:email'] },
      github.clientId,
      github.clientSecret,
    );
  }
  raw.oidc.forEach((entry, index) => {
    const where = `OIDC_PROVIDERS[${index}]`;
    if (!entry || typeof entry !== 'object') throw new Error(`${where} must be an object`);
    const { providerId, issuer, name, scopes } = entry;
    if (typeof providerId !== 'string' || !PROVIDER_ID_PATTERN.test(providerId) || providerId === 'credential') {
      throw new Error(`${where}.providerId must be a short name of letters, digits, - and _ (not "credential")`);
    }
    if (typeof issuer !== 'string' || !isIssuerUrl(issuer))
      throw new Error(`${where}.issuer must be the provider's https issuer URL (http only on loopback)`);
    if (
      scopes !== undefined &&
      !(Array.isArray(scopes) && scopes.every((scope) => typeof scope === 'string' && scope))
    ) {
      throw new Error(`${where}.scopes must be an array of scope names`);
    }
    add(
      {
        providerId,
        name: typeof name === 'string' && name ? name : providerId,
        kind: 'oidc',
        issuer: issuer.replace(/\/+$/, ''),
        scopes: (scopes as string[] | undefined) ?? OIDC_SCOPES,
      },
      entry.clientId,
      entry.clientSecret,
    );
  });
  return { providers, incomplete };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Tokens and secrets travel to the issuer, so plain http is only for a provider on this machine. */
function isIssuerUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  } catch {
    return false;
  }
}
