/**
 * An OIDC callback that cannot go on: the browser goes to the error callback with `error` (the package's names:
 * `invalid_provider`, `invalid_request`, `invalid_state`, or the IdP's own) and its description.
 */
export class SsoCallbackFailure extends Error {
  constructor(
    readonly error: string,
    readonly description?: string,
  ) {
    super(error);
  }
}
