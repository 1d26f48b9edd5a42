/** The largest value of an INTEGER column: 32 bits on PostgreSQL (Better Auth's counters and durations). */
export const MAX_INTEGER_COLUMN_VALUE = 2_147_483_647;
