export interface ErrorEntry {
  readonly code: string;
  readonly status: number;
  readonly message: string;
}

type ErrorTable = Record<string, { status: number; message: string }>;

/** Builds a catalogue whose keys are the wire codes, so a code is written once. */
export function defineErrors<T extends ErrorTable>(table: T): { readonly [K in keyof T]: ErrorEntry } {
  const entries = Object.fromEntries(
    Object.entries(table).map(([code, entry]) => [code, Object.freeze({ code, ...entry })]),
  );
  return Object.freeze(entries) as { readonly [K in keyof T]: ErrorEntry };
}
