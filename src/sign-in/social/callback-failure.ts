/** A failed provider callback: the browser goes to the error page with this `error` (Better Auth's names). */
export class CallbackFailure extends Error {
  constructor(
    readonly error: string,
    readonly description?: string,
  ) {
    super(error);
  }
}
