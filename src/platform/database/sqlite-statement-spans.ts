import { Span, SpanKind, trace } from '@opentelemetry/api';
import type { Options } from 'sequelize';
import { tracer } from '../common/tracing/spans';
import { statementWithoutValues } from '../common/tracing/statement-text';

type QueryHooks = Pick<NonNullable<Options['hooks']>, 'beforeQuery' | 'afterQuery'>;

/** The statement's first word, its operation (`SELECT`, `INSERT`), as span names carry no values. */
function operationOf(sql: string): string {
  return /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'SQL';
}

/**
 * A client span for each SQLite statement run within a trace, a child of the span under way: no
 * instrumentation covers the sqlite3 driver (PostgreSQL's statements are traced by pg's own). Statements
 * outside any trace (migrations at start) make none, as with pg's. The hooks run around every query, on
 * failure too, in the caller's context; the statement is known only once it has run.
 */
export function sqliteStatementSpans(): QueryHooks {
  const spans = new WeakMap<object, Span>();
  return {
    beforeQuery: (_options, query) => {
      if (!trace.getActiveSpan()) return;
      const attributes = { 'db.system.name': 'sqlite' };
      spans.set(query, tracer.startSpan('sqlite', { kind: SpanKind.CLIENT, attributes }));
    },
    afterQuery: (_options, query) => {
      const span = spans.get(query);
      if (!span) return;
      spans.delete(query);
      const sql = (query as unknown as { sql?: string }).sql ?? '';
      const operation = operationOf(sql);
      span.updateName(`${operation} sqlite`);
      span.setAttributes({ 'db.operation.name': operation, 'db.query.text': statementWithoutValues(sql) });
      span.end();
    },
  };
}
