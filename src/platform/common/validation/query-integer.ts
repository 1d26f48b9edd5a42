/** "Numbers or strings" in a query: a string of digits becomes a number; anything else is left to fail validation. */
export const toInteger = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
