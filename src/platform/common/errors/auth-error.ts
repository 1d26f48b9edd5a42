import { ErrorEntry } from './define-errors';

export interface AuthErrorOptions {
  /** Extra fields written beside `code` and `message`, such as `tryAgainIn`. */
  details?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** Where Better Auth answers this code with another status on a given endpoint. */
  status?: number;
  /** A message computed from the request, such as `{field} is required`. */
  message?: string;
}

/** The one error type for expected failures; the global filter writes it as `{ code, message }`. */
export class AuthError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: Record<string, unknown>;
  readonly headers: Record<string, string>;
  /** The catalogue's message for the code, whatever `message` this answer carries. */
  readonly catalogueMessage: string;

  constructor(entry: ErrorEntry, options: AuthErrorOptions = {}) {
    super(options.message ?? entry.message);
    this.name = 'AuthError';
    this.code = entry.code;
    this.status = options.status ?? entry.status;
    this.details = options.details ?? {};
    this.headers = options.headers ?? {};
    this.catalogueMessage = entry.message;
  }
}
