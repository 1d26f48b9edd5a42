import { domainToASCII } from 'node:url';
import type { RawConfig } from './config-sources';

type SignUpPolicyName = 'open' | 'domains' | 'closed';

/**
 * Who may make an account on their own (sign-up, or a first social sign-in): anyone, addresses at
 * the listed domains only, or nobody. Administrators create accounts whatever it says.
 */
export interface SignUpConfig {
  readonly policy: SignUpPolicyName;
  /** Lowercase ASCII (punycode) domains without a trailing dot; set for `domains` only. */
  readonly domains: readonly string[];
}

const POLICIES: readonly SignUpPolicyName[] = ['open', 'domains', 'closed'];
const DOMAIN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;

export const OPEN_SIGN_UP: SignUpConfig = { policy: 'open', domains: [] };

/** SIGN_UP and SIGN_UP_DOMAINS: a list with another policy is refused, as it would restrict nothing. */
export function readSignUpConfig(raw: RawConfig['signUp']): SignUpConfig {
  const policy = POLICIES.find((candidate) => candidate === raw.policy);
  if (!policy) throw new Error(`must be one of ${POLICIES.join(', ')}`);
  const domains = [...new Set(raw.domains.map(readDomain))];
  if (policy === 'domains' && domains.length === 0)
    throw new Error('domains needs SIGN_UP_DOMAINS, a comma-separated list of e-mail domains such as corp.example');
  if (policy !== 'domains' && domains.length > 0)
    throw new Error(`SIGN_UP_DOMAINS is only read with SIGN_UP=domains (SIGN_UP is ${policy})`);
  return { policy, domains };
}

/**
 * The domain of an address or a listed domain in one form: lowercase, without the trailing dot of a
 * fully qualified name, and international names in punycode, so `CORP.example.` is `corp.example`.
 */
export function canonicalDomain(domain: string): string {
  const lower = domain.trim().toLowerCase().replace(/\.$/, '');
  return domainToASCII(lower) || lower;
}

function readDomain(entry: string): string {
  const domain = canonicalDomain(entry.replace(/^@/, ''));
  if (!DOMAIN.test(domain)) {
    throw new Error(`SIGN_UP_DOMAINS: "${entry}" is not a domain name such as corp.example (no scheme, port or *)`);
  }
  return domain;
}
