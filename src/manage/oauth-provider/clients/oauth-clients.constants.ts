/** How clients may authenticate at the token endpoint. */
export const SUPPORTED_AUTH_METHODS: readonly string[] = ['client_secret_basic', 'client_secret_post', 'none'];

/** The grants the token endpoint serves. */
export const SUPPORTED_GRANT_TYPES: readonly string[] = ['authorization_code', 'refresh_token', 'client_credentials'];

/** ID-token algorithms a client may register: EdDSA (the default) and RS256 for relying parties that need it. */
export const ID_TOKEN_SIGNING_ALGORITHMS: readonly string[] = ['EdDSA', 'RS256'];

/** Length of generated client ids and secrets (letters), as the package makes them. */
export const CLIENT_ID_LENGTH = 32;
export const CLIENT_SECRET_LENGTH = 32;
