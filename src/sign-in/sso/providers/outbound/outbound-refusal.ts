/** Why an IdP was not reached or its answer not used, in `@better-auth/sso`'s discovery codes. */
export type OutboundRefusalCode =
  | 'discovery_invalid_url'
  | 'discovery_private_host'
  | 'discovery_untrusted_origin'
  | 'oidc_endpoint_redirect'
  | 'discovery_not_found'
  | 'discovery_invalid_json'
  | 'discovery_incomplete'
  | 'issuer_mismatch'
  | 'discovery_timeout'
  | 'discovery_unexpected_error';

/** A request towards an IdP refused by the SSRF guard, one that failed on the way, or an answer not usable. */
export class OutboundRefusal extends Error {
  constructor(
    readonly code: OutboundRefusalCode,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundRefusal';
  }
}
