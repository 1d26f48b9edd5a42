import { AppConfig, SocialProviderConfig } from '../../platform/config/app-config';
import { CHECK_TIMEOUT_MS, CheckResult, probe } from './check-result';

/**
 * One line per configured provider: an OpenID Connect provider's discovery document and key set answer; a provider left
 * out is named.
 */
export function checkSocialProviders(config: AppConfig): Promise<CheckResult[]> {
  const incomplete: CheckResult[] = config.incompleteSocialProviders.map((id) => ({
    name: `provider ${id}`,
    status: 'warn',
    detail: 'left out: its client id or secret is missing',
  }));
  return Promise.all([
    ...config.socialProviders.map(checkProvider),
    ...incomplete.map((result) => Promise.resolve(result)),
  ]);
}

function checkProvider(provider: SocialProviderConfig): Promise<CheckResult> {
  const name = `provider ${provider.providerId}`;
  if (provider.kind !== 'oidc')
    return Promise.resolve({ name, status: 'ok', detail: 'OAuth 2 with fixed endpoints, not probed' });
  return probe(name, async () => {
    const discoveryUrl = `${provider.issuer}/.well-known/openid-configuration`;
    const discovery = (await fetchJson(discoveryUrl)) as { jwks_uri?: unknown };
    if (typeof discovery.jwks_uri !== 'string') return { status: 'fail', detail: `${discoveryUrl} names no jwks_uri` };
    const keySet = (await fetchJson(discovery.jwks_uri)) as { keys?: unknown };
    if (!Array.isArray(keySet.keys) || keySet.keys.length === 0)
      return { status: 'fail', detail: `${discovery.jwks_uri} holds no keys` };
    return { status: 'ok', detail: `${provider.issuer} answers discovery, ${keySet.keys.length} signing key(s)` };
  });
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}
