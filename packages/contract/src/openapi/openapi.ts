import { UploadResultSchema } from '../app/app.schemas.ts';
import { UPLOAD_PATH } from '../app/app.routes.ts';
import { COMMON_ERRORS } from '../shared/errors.ts';
import { declaredRoutes, type RouteTable } from '../route-tables.ts';
import type { SharedSchemas } from './json-schema.ts';
import { API_BASE, errorsOf, operationOf, responsesOf, SECURITY_SCHEMES } from './operation.ts';

export {
  API_BASE,
  API_DOCS_PATH,
  EITHER_METHOD_PREFIX,
  errorsOf,
  OPENAPI_PATH,
  SECURITY_SCHEMES,
} from './operation.ts';
export {
  routeTables,
  declaredRoutes,
  type RouteTable,
  type DeclaredRoute,
} from '../route-tables.ts';

/** An OpenAPI 3.1 document (the fields this generator writes). */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  jsonSchemaDialect: string;
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: SharedSchemas };
}

/** The fields of an operation that readers of the document rely on. */
export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  'x-errors': readonly string[];
  'x-common-errors': readonly string[];
  [field: string]: unknown;
}

/**
 * A route's group in the document: its area (the contract entry, or for the root entry the table,
 * `identity`, `app`), and for `/console/` routes the area's console.
 */
export function tagOf(table: RouteTable, path: string): string {
  const area = table.entry === '.' ? table.name.replace(/Routes$/, '') : table.entry.slice(2);
  return path.startsWith('/console/') ? `${area} (console)` : area;
}

const DESCRIPTION = [
  'Every route of the Cloudmall contract, generated from its zod schemas (`z.toJSONSchema`).',
  'Every answer is the envelope `{code, msg, time, data}`: `code` 1 with `data` on success; `code` 0',
  '(or 401/403/500) with a message key in `msg` on failure. `x-errors` lists the keys a route declares;',
  `\`x-common-errors\` the keys any route may answer (${COMMON_ERRORS.join(', ')}).`,
  'Send the session token in the `token` header. GET routes read the query string; POST routes a JSON',
  'or form-urlencoded body. Paths under `/api/wanlshop/` also answer the other method.',
].join(' ');

/** The upload route, which is multipart and so no contract route: described here from its constants. */
function uploadOperation(shared: SharedSchemas): Record<string, unknown> {
  const errors = errorsOf({ errors: ['upload_too_large'] });
  return {
    operationId: 'upload',
    summary: 'Upload one picture, video or voice recording (multipart field `file`).',
    description:
      'Pictures are re-encoded as WebP; `purpose=kyc` sent before the file stores an identity photo privately.',
    tags: ['app'],
    security: [{ token: [] }],
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              purpose: { type: 'string', enum: ['kyc'] },
              file: { type: 'string', contentMediaType: 'application/octet-stream' },
            },
            required: ['file'],
          },
        },
      },
    },
    responses: responsesOf(UploadResultSchema, errors, shared, 'upload'),
    'x-errors': ['upload_too_large'],
    'x-common-errors': COMMON_ERRORS,
  };
}

/** The OpenAPI 3.1 document of every contract route and the upload route, built from the contract. */
export function buildOpenApiDocument(options: { version?: string } = {}): OpenApiDocument {
  const schemas: SharedSchemas = {};
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Map<string, string>();
  const add = (path: string, method: string, operation: OpenApiOperation) => {
    const at = (paths[`${API_BASE}${path}`] ??= {});
    at[method.toLowerCase()] = operation;
    for (const tag of operation.tags) tags.set(tag, tag);
  };
  for (const { route, table, key } of declaredRoutes()) {
    const tag = tagOf(table, route.path);
    const operationId = `${table.name}.${key}`;
    add(
      route.path,
      route.method,
      operationOf(route, operationId, tag, schemas) as OpenApiOperation,
    );
  }
  add(UPLOAD_PATH, 'POST', uploadOperation(schemas) as OpenApiOperation);
  return {
    openapi: '3.1.0',
    info: { title: 'Cloudmall API', version: options.version ?? '0.1.0', description: DESCRIPTION },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: '/' }],
    tags: [...tags.keys()].sort().map((name) => ({ name, description: `Routes of ${name}.` })),
    paths,
    components: { securitySchemes: SECURITY_SCHEMES, schemas },
  };
}
