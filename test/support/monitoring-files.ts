import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** PromQL words that look like metric names but are operators or modifiers. */
const KEYWORDS = new Set(['and', 'or', 'unless', 'bool', 'offset', 'inf', 'nan']);
/** Clauses whose parentheses hold label names, not expressions. */
const LABEL_LIST = /\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g;

/** The metric names a PromQL expression reads: every selector, but no function, label or keyword. */
export function metricNamesIn(expression: string): string[] {
  const bare = expression
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(LABEL_LIST, ' ')
    .replace(/\boffset\s+\S+/g, ' ');
  const names = [...bare.matchAll(/(?<![\w:])[A-Za-z_:][\w:]*(?![\w:]|\s*\()/g)]
    .map((match) => match[0])
    .filter((name) => !KEYWORDS.has(name.toLowerCase()) && !/^\d/.test(name));
  return [...new Set(names)];
}

/** The `expr` of each rule of a Prometheus rules file. */
export function alertExpressions(path: string): string[] {
  const file = parse(readFileSync(path, 'utf8')) as { groups: { rules: { expr?: string | number }[] }[] };
  return file.groups.flatMap((group) =>
    group.rules.flatMap((rule) => (rule.expr === undefined ? [] : [String(rule.expr)])),
  );
}

/** Every PromQL expression of a Grafana dashboard: panel targets (rows included) and variable queries. */
export function dashboardExpressions(path: string): string[] {
  const expressions: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'expr' && typeof value === 'string') expressions.push(value);
      else if (key === 'definition' && typeof value === 'string') expressions.push(variableQuery(value));
      else visit(value);
    }
  };
  visit(JSON.parse(readFileSync(path, 'utf8')));
  return expressions;
}

/** `label_values(metric{…}, label)` reads `metric`; the label is no metric. */
function variableQuery(query: string): string {
  return query.replace(/label_values\(([^,]*),[^)]*\)/, '$1');
}
