import { AuthError } from '../../../../platform/common/errors/auth-error';
import { ErrorEntry } from '../../../../platform/common/errors/define-errors';
import { OutboundRefusal, OutboundRefusalCode } from './outbound-refusal';

/**
 * `@better-auth/sso` answers discovery failures with its own lower-case codes; they stay outside the
 * UPPER_SNAKE catalogue, each with the package's status and the prefix it puts before the reason.
 */
const ANSWERS: Record<OutboundRefusalCode, { status: number; prefix: string }> = {
  discovery_timeout: { status: 502, prefix: 'OIDC discovery timed out: ' },
  discovery_unexpected_error: { status: 502, prefix: 'OIDC discovery failed: ' },
  discovery_not_found: {
    status: 400,
    prefix: 'OIDC discovery endpoint not found. The issuer may not support OIDC discovery, or the URL is incorrect. ',
  },
  discovery_invalid_url: { status: 400, prefix: 'Invalid OIDC endpoint URL: ' },
  discovery_untrusted_origin: { status: 400, prefix: 'Untrusted OIDC discovery URL: ' },
  discovery_private_host: { status: 400, prefix: '' },
  oidc_endpoint_redirect: { status: 400, prefix: '' },
  discovery_invalid_json: { status: 400, prefix: 'OIDC discovery returned invalid data: ' },
  discovery_incomplete: { status: 400, prefix: 'OIDC discovery document is missing required fields: ' },
  issuer_mismatch: { status: 400, prefix: 'OIDC issuer mismatch: ' },
};

/** The HTTP answer to a refused or failed discovery: `{ code, message }` with the package's status. */
export function discoveryFailure(refusal: OutboundRefusal): AuthError {
  const { status, prefix } = ANSWERS[refusal.code];
  const entry: ErrorEntry = { code: refusal.code, status, message: `${prefix}${refusal.message}` };
  return new AuthError(entry);
}
