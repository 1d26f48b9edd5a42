import { OpenApiDocument, Schema, schemaReader } from './hostile-fields';

/** JSON that parses but is not the object a body must be. */
export const NON_OBJECT_BODIES = ['null', '[]', '[{"a":1}]', '"text"', '42', 'true'];

/** A POST endpoint that reads a JSON object, as the OpenAPI document describes it. */
export interface BodyEndpoint {
  path: string;
  /** False where the body may be left out altogether. */
  isBodyRequired: boolean;
  /** The documented example body. */
  example: Record<string, unknown>;
  /** Each top-level field, and whether the document lets it be `null`. */
  fields: Array<{ name: string; isNullable: boolean }>;
}

/** Every POST under `under` whose body is a JSON object. */
export function bodyEndpointsOf(document: OpenApiDocument, under: string): BodyEndpoint[] {
  const { resolve, exampleOf } = schemaReader(document);
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith(under))
    .flatMap(([path, item]) => {
      const requestBody = item.post?.requestBody;
      const schema = requestBody?.content['application/json']?.schema;
      if (!requestBody || !schema) return [];
      const properties = resolve(schema).properties ?? {};
      return [
        {
          path,
          isBodyRequired: requestBody.required === true,
          example: exampleOf(schema) as Record<string, unknown>,
          fields: Object.entries(properties).map(([name, property]) => ({
            name,
            isNullable: isNullable(property, resolve),
          })),
        },
      ];
    });
}

function isNullable(property: Schema, resolve: (schema: Schema) => Schema): boolean {
  const resolved = resolve(property);
  return (
    property.nullable === true ||
    resolved.nullable === true ||
    [property.type, resolved.type].flat().includes('null') ||
    (property.oneOf ?? []).some((choice) => [choice.type].flat().includes('null'))
  );
}
