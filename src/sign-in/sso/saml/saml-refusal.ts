/**
 * A SAML answer we do not accept: the browser goes to the error URL with `error` (Better Auth's names:
 * `invalid_saml_response`, `replay_detected`, `unsolicited_response`, `invalid_state`) and no session.
 * The description names the check; it never quotes the response.
 */
export class SamlRefusal extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(`${error}: ${description}`);
  }
}

export const invalidResponse = (description: string): SamlRefusal =>
  new SamlRefusal('invalid_saml_response', description);
