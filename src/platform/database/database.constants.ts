/** Better Auth's default cap on any list read; no query returns more rows than this. */
export const DEFAULT_FIND_MANY_LIMIT = 100;
