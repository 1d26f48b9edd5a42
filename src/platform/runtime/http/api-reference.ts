import { INestApplication } from '@nestjs/common';
import {
  DocumentBuilder,
  OpenAPIObject,
  ResponseObject,
  SchemaObject,
  SwaggerCustomOptions,
  SwaggerModule,
} from '@nestjs/swagger';
import { AppConfig } from '../../config/app-config';
import { BASE_ERRORS } from '../../common/errors/base.errors';
import { ErrorEntry } from '../../common/errors/define-errors';
import { describeErrors } from '../../common/http/api-errors.decorator';

const REFERENCE_PATH = 'api/reference';
const OPENAPI_VERSION = '3.1.0';

/**
 * Serves the OpenAPI document at `/api/reference/openapi.json` and the reference page at `/api/reference`;
 * `amend` adds what a module answers on routes not its own. The document is written when it is first asked
 * for, not as the service starts: it takes a fifth of a second that most instances never need to spend.
 */
export function setUpReference(
  app: INestApplication,
  config: AppConfig,
  amend: (document: OpenAPIObject) => void = () => undefined,
): void {
  const writeDocument = (): OpenAPIObject => {
    const document = SwaggerModule.createDocument(app, describeService(config));
    addRateLimitAnswers(document, config.basePath);
    amend(document);
    return document;
  };
  SwaggerModule.setup(REFERENCE_PATH, app, writeDocument, {
    jsonDocumentUrl: `${REFERENCE_PATH}/openapi.json`,
    customSiteTitle: 'Auth service API reference',
    swaggerOptions: {
      filter: true,
      plugins: [searchOperations],
      docExpansion: 'list',
      deepLinking: true,
      displayRequestDuration: true,
      tagsSorter: 'alpha',
    },
  } satisfies SwaggerCustomOptions);
}

function describeService(config: AppConfig): Omit<OpenAPIObject, 'paths'> {
  const sessionCookie = `${config.advanced.cookiePrefix}.session_token`;
  return new DocumentBuilder()
    .setOpenAPIVersion(OPENAPI_VERSION)
    .setTitle('Auth service API')
    .setDescription(
      'Accounts, sessions, administration, API keys and organizations, wire-compatible with Better Auth at ' +
        `\`${config.basePath}\`. Errors are JSON \`{ code, message }\`. Every endpoint that needs a ` +
        'session also accepts an API key in `x-api-key`, acting as its owner.',
    )
    .setVersion('1')
    .addSecurity('cookie', {
      type: 'apiKey',
      in: 'cookie',
      name: sessionCookie,
      description: `The session sign-in sets: \`token.signature\` (HMAC-SHA256 with AUTH_SECRET); \`__Secure-${sessionCookie}\` when the base URL is https`,
    })
    .addSecurity('api-key', {
      type: 'apiKey',
      in: 'header',
      name: 'x-api-key',
      description: 'An API key made with `/api-key/create`: acts as its owner, and counts as one use of the key',
    })
    .addSecurity('service-key', {
      type: 'apiKey',
      in: 'header',
      name: 'x-service-key',
      description: 'One of SERVICE_KEYS: makes the call a trusted backend’s (server-only calls and properties)',
    })
    .build();
}

/**
 * Any auth path may be over its rate limit when rate limiting is on. A route with 429 answers of
 * its own (a locked sign-in) lists them beside the rate limit's, all with X-Retry-After.
 */
function addRateLimitAnswers(document: OpenAPIObject, basePath: string): void {
  const rateLimit = describeErrors([BASE_ERRORS.TOO_MANY_REQUESTS]);
  for (const [path, item] of Object.entries(document.paths)) {
    if (!path.startsWith(`${basePath}/`)) continue;
    for (const operation of [item.get, item.post, item.put, item.patch, item.delete]) {
      if (!operation) continue;
      const own = operation.responses['429'] as ResponseObject | undefined;
      const ownSchema = own?.content?.['application/json']?.schema as SchemaObject | undefined;
      const ownCodes = ((ownSchema?.properties?.code as SchemaObject | undefined)?.enum ?? []) as string[];
      const code: SchemaObject = { type: 'string', enum: [BASE_ERRORS.TOO_MANY_REQUESTS.code, ...ownCodes] };
      operation.responses['429'] = {
        description: [rateLimit.description, own?.description].filter(Boolean).join('<br>'),
        headers: {
          'X-Retry-After': { description: 'Seconds until a request is allowed again', schema: { type: 'integer' } },
        },
        content: {
          'application/json': { schema: { ...rateLimit.schema, properties: { ...rateLimit.schema.properties, code } } },
        },
      };
    }
  }
}

/** Adds a catalogue entry to the answers of every auth operation whose path (below the base path) it applies to. */
export function addErrorAnswer(
  document: OpenAPIObject,
  basePath: string,
  entry: ErrorEntry,
  appliesTo: (path: string) => boolean,
): void {
  const status = String(entry.status);
  for (const [path, item] of Object.entries(document.paths)) {
    if (!path.startsWith(`${basePath}/`) || !appliesTo(path.slice(basePath.length))) continue;
    for (const operation of [item.get, item.post, item.put, item.patch, item.delete]) {
      if (!operation) continue;
      const own = operation.responses[status] as ResponseObject | undefined;
      const ownSchema = own?.content?.['application/json']?.schema as SchemaObject | undefined;
      const ownCodes = ((ownSchema?.properties?.code as SchemaObject | undefined)?.enum ?? []) as string[];
      const answer = describeErrors([entry]);
      const code: SchemaObject = { type: 'string', enum: [...ownCodes, entry.code] };
      operation.responses[status] = {
        description: [own?.description, answer.description].filter(Boolean).join('<br>'),
        content: {
          'application/json': {
            schema: {
              ...(ownSchema ?? answer.schema),
              properties: { ...answer.schema.properties, ...ownSchema?.properties, code },
            },
          },
        },
      };
    }
  }
}

/**
 * A Swagger UI plugin: the filter box matches paths, methods and summaries as well as tags. It is
 * written into the page as source, so it refers to nothing outside itself.
 */
function searchOperations() {
  /* eslint-disable
     @typescript-eslint/no-unsafe-call,
     @typescript-eslint/no-unsafe-member-access,
     @typescript-eslint/no-unsafe-return */
  return {
    fn: {
      // Swagger UI hands over its Immutable.js map of tags to operations; no types exist for it.
      opsFilter(taggedOps: any, phrase: string) {
        const needle = phrase.trim().toLowerCase();
        const matches = (op: any) =>
          [op.get('method'), op.get('path'), op.getIn(['operation', 'summary']), op.getIn(['operation', 'operationId'])]
            .join(' ')
            .toLowerCase()
            .includes(needle);
        return taggedOps
          .map((tag: any, name: string) =>
            name.toLowerCase().includes(needle) ? tag : tag.set('operations', tag.get('operations').filter(matches)),
          )
          .filter((tag: any) => tag.get('operations').size > 0);
      },
    },
  };
  /* eslint-enable
     @typescript-eslint/no-unsafe-call,
     @typescript-eslint/no-unsafe-member-access,
     @typescript-eslint/no-unsafe-return */
}
