import { types } from 'pg';
import parseTimestamp from 'postgres-date';

/**
 * pg reads `timestamptz` text with postgres-date 1, whose regular expressions cost more than the rest
 * of a row's parsing: a list page of a hundred users parses three hundred. Version 2 reads the same
 * text (time zones, fractions, BC, infinity) to the same values, about twice as fast.
 */
export function useFastTimestampParser(): void {
  types.setTypeParser(types.builtins.TIMESTAMPTZ, (text: string) => parseTimestamp(text));
}
