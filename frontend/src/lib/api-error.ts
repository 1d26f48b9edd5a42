/**
 * A failed call to the service: its catalogue `code`, its `message` for people, the HTTP status, and the
 * body's other fields (`missingPermissions`, `tryAgainIn`).
 */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface ClientError {
  code?: string;
  message?: string;
  status: number;
  statusText?: string;
  [field: string]: unknown;
}

interface ClientResult<T> {
  data: T | null;
  error: ClientError | null;
}

/** Turns the Better Auth client's `{ data, error }` into the data, or throws an ApiError. */
export async function unwrap<T>(call: Promise<ClientResult<T>>): Promise<T> {
  let result: ClientResult<T>;
  try {
    result = await call;
  } catch {
    throw new ApiError('NETWORK_ERROR', 'Could not reach the service. Check your connection and try again.', 0);
  }
  if (result.error) {
    const { code, message, status, statusText, ...details } = result.error;
    // The OAuth endpoints answer RFC 6749's `{ error, error_description }` instead of `{ code, message }`.
    const { error, error_description } = details;
    throw new ApiError(
      code ?? (typeof error === 'string' ? error : `HTTP_${status}`),
      message ||
        (typeof error_description === 'string' ? error_description : '') ||
        statusText ||
        'The service refused the request.',
      status,
      details,
    );
  }
  return result.data as T;
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}

export function isApiError(error: unknown, code: string): boolean {
  return error instanceof ApiError && error.code === code;
}
