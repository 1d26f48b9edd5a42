/** Where the browser posts the IdP's answer, below the service's base path. */
export const SAML_ACS_PATH = '/sso/saml2/sp/acs';
export const SAML_POST_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';
export const SAML_REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** An AuthnRequest and its return URLs, by request id, until the IdP answers (Better Auth: 5 minutes). */
export const AUTHN_REQUEST_KEY_PREFIX = 'saml-authn-request:';
/** Marks a request id answered, so two answers to one request cannot both sign in. */
export const ANSWERED_REQUEST_KEY_PREFIX = 'saml-authn-request-answered:';
export const AUTHN_REQUEST_TTL_MS = 300_000;

/** Assertion ids already used, until the assertion would have expired anyway. */
export const USED_ASSERTION_KEY_PREFIX = 'saml-used-assertion:';
/** How long an assertion id is remembered when the assertion names no NotOnOrAfter. */
export const USED_ASSERTION_DEFAULT_TTL_MS = 900_000;

/** Tolerated drift between the IdP's clock and ours (Better Auth's default). */
export const SAML_CLOCK_SKEW_MS = 300_000;

/**
 * The largest SAMLResponse taken, in base64 characters; the form parser's own cap stops bigger bodies
 * earlier, this keeps the XML work bounded whatever that cap becomes.
 */
export const SAML_RESPONSE_MAX_CHARS = 96_000;
/** The RelayState we send is a request id; anything much longer was not sent by us. */
export const RELAY_STATE_MAX_CHARS = 200;
export const RELAY_STATE_LENGTH = 32;
