/** A failure answered in SCIM's error shape (RFC 7644 §3.12), never in the service's `{code, message}` one. */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly scimType?: string,
    /** Response headers the answer carries, such as a 401's `WWW-Authenticate`. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(detail);
  }
}
