import { BROKEN_SURROGATES, INVISIBLES, encodeHostile, fullwidth } from './odd-text';

export interface Schema {
  type?: string | string[];
  example?: unknown;
  default?: unknown;
  enum?: unknown[];
  $ref?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  nullable?: boolean;
  oneOf?: Schema[];
  allOf?: Schema[];
}

interface Parameter {
  name: string;
  in: string;
  example?: unknown;
  schema?: Schema;
}

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> } }
    >
  >;
  components: { schemas: Record<string, Schema> };
}

/** One request: the endpoint's documented example, with one field made hostile. */
export interface FieldCase {
  method: 'get' | 'post';
  /** Path and query, percent-encoded as sent. */
  url: string;
  body?: Record<string, unknown>;
  /** Says which field got what, for the failure report. */
  label: string;
}

/** Numbers past what a date, a 32-bit column or an exact integer can hold, and a negative one. */
const HOSTILE_NUMBERS = [1e16, 2_147_483_648, -1];

/** Reads a document's schemas: `$ref`, `oneOf` and `allOf` resolved, and a documented example for each. */
export function schemaReader(document: OpenApiDocument) {
  const resolve = (schema: Schema): Schema => {
    if (schema.$ref) return resolve(document.components.schemas[schema.$ref.split('/').pop()!]);
    const [first] = schema.oneOf ?? schema.allOf ?? [];
    return first
      ? { ...resolve(first), ...schema, oneOf: undefined, allOf: undefined, type: schema.type ?? resolve(first).type }
      : schema;
  };
  const exampleOf = (schema: Schema, depth = 0): unknown => {
    const resolved = resolve(schema);
    if (resolved.example !== undefined) return resolved.example;
    if (resolved.enum) return resolved.enum[0];
    if (resolved.default !== undefined) return resolved.default;
    const type = [resolved.type].flat()[0];
    if (resolved.properties && depth < 2) {
      // Optional fields without an example of their own stay out: a made-up value could be refused before the hostile
      // one is read.
      const sent = Object.entries(resolved.properties).filter(
        ([name, property]) => resolved.required?.includes(name) || resolve(property).example !== undefined,
      );
      return Object.fromEntries(sent.map(([name, property]) => [name, exampleOf(property, depth + 1)]));
    }
    return (
      { string: 'sample', number: 1, integer: 1, boolean: true, array: [], object: {} } as Record<string, unknown>
    )[type ?? 'string'];
  };
  return { resolve, exampleOf };
}

/**
 * For every GET and POST under `under`: its example request once per field and hostile kind. Body
 * fields (and those of objects they hold) get `null`, a lone or reversed surrogate, an invisible
 * or control character, fullwidth forms, and numbers out of every range; query and path values get
 * the text kinds. Values come from the document's examples, so the odd one is what gets checked.
 */
export function hostileFieldCases(document: OpenApiDocument, under: string): FieldCase[] {
  const { exampleOf } = schemaReader(document);
  let turn = 0;
  const textVariants = (text: string): Array<[string, string]> => {
    turn += 1;
    const cut = Math.min(1, text.length);
    const splice = (odd: string) => text.slice(0, cut) + odd + text.slice(cut);
    const surrogate = BROKEN_SURROGATES[turn % BROKEN_SURROGATES.length];
    const invisible = INVISIBLES[turn % INVISIBLES.length];
    return [
      [`surrogate ${codeUnits(surrogate)}`, splice(surrogate)],
      [`invisible ${codeUnits(invisible)}`, splice(invisible)],
      ['fullwidth', fullwidth(text)],
    ];
  };
  const valueVariants = (example: unknown): Array<[string, unknown]> => [
    ['null', null],
    ...(typeof example === 'string' ? textVariants(example) : []),
    ...(typeof example === 'number'
      ? HOSTILE_NUMBERS.map((number): [string, unknown] => [String(number), number])
      : []),
  ];

  const cases: FieldCase[] = [];
  for (const [path, item] of Object.entries(document.paths).filter(([candidate]) => candidate.startsWith(under))) {
    for (const method of ['get', 'post'] as const) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = operation.parameters ?? [];
      const values = new Map(
        parameters.map((parameter) => [parameter, String(parameter.example ?? exampleOf(parameter.schema ?? {}))]),
      );
      const bodySchema = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
      const body = bodySchema ? (exampleOf(bodySchema) as Record<string, unknown>) : undefined;
      const urlWith = (changed?: Parameter, value?: string) => {
        const text = (parameter: Parameter) => (parameter === changed ? value! : values.get(parameter)!);
        const filled = parameters
          .filter((p) => p.in === 'path')
          .reduce((built, p) => built.replace(`{${p.name}}`, encodeHostile(text(p))), path);
        const query = parameters.filter((p) => p.in === 'query').map((p) => `${p.name}=${encodeHostile(text(p))}`);
        return query.length > 0 ? `${filled}?${query.join('&')}` : filled;
      };
      const label = (where: string, kind: string) => `${method.toUpperCase()} ${path} ${where}: ${kind}`;
      for (const parameter of parameters.filter((p) => p.in === 'path' || p.in === 'query')) {
        for (const [kind, value] of textVariants(values.get(parameter)!)) {
          cases.push({
            method,
            url: urlWith(parameter, value),
            body,
            label: label(`${parameter.in} ${parameter.name}`, kind),
          });
        }
      }
      for (const [field, example] of Object.entries(body ?? {})) {
        const nested =
          example !== null && typeof example === 'object' && !Array.isArray(example) ? Object.entries(example) : [];
        for (const [kind, value] of valueVariants(example)) {
          cases.push({
            method,
            url: urlWith(),
            body: { ...body, [field]: value },
            label: label(`body ${field}`, kind),
          });
        }
        for (const [inner, innerExample] of nested) {
          for (const [kind, value] of valueVariants(innerExample)) {
            const changed = { ...(example as Record<string, unknown>), [inner]: value };
            cases.push({
              method,
              url: urlWith(),
              body: { ...body, [field]: changed },
              label: label(`body ${field}.${inner}`, kind),
            });
          }
        }
      }
    }
  }
  return cases;
}

/** `\u200b` for the report: the characters themselves do not show. */
function codeUnits(text: string): string {
  return text
    .split('')
    .map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .join('');
}
