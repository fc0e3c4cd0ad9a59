import { z } from 'zod';
import type { RouteDefinition } from '../shared/define-route.ts';
import { envelopeSchema } from '../shared/envelope.ts';
import { COMMON_ERRORS } from '../shared/errors.ts';
import { SIGNED_HEADERS } from '../shared/signed-headers.ts';
import { jsonSchemaOf, type JsonSchema, type SharedSchemas } from './json-schema.ts';

/** Where the API lives on the server: every contract path is below it. */
export const API_BASE = '/api';

/** The protocol's paths, which the server answers by GET and POST alike (parameters merged). */
export const EITHER_METHOD_PREFIX = '/wanlshop/';

/** The security schemes every operation names: a session token, or a machine's signing headers. */
export const SECURITY_SCHEMES = {
  token: {
    type: 'apiKey',
    in: 'header',
    name: 'token',
    description: 'The session token answered by login (member app) or console login.',
  },
  signedKeyId: {
    type: 'apiKey',
    in: 'header',
    name: SIGNED_HEADERS.keyId,
    description: "The signing key's id; the route's signer name when not sent.",
  },
  signedTimestamp: {
    type: 'apiKey',
    in: 'header',
    name: SIGNED_HEADERS.timestamp,
    description: 'Unix time in seconds (10 digits), within the key window of the server clock.',
  },
  signedSignature: {
    type: 'apiKey',
    in: 'header',
    name: SIGNED_HEADERS.signature,
    description: 'Hex HMAC-SHA256 of `<timestamp>.<raw body>` with the shared secret.',
  },
} as const;

const SIGNED = { signedKeyId: [], signedTimestamp: [], signedSignature: [] };

/** The security requirement of a route's `auth` (an empty object: callable without it). */
export function securityOf(route: Pick<RouteDefinition, 'auth'>): Record<string, string[]>[] {
  switch (route.auth) {
    case 'none':
      return [];
    case 'optional':
      return [{ token: [] }, {}];
    case 'signed':
      return [SIGNED];
    default:
      return [{ token: [] }];
  }
}

/** Every message key a route may answer: its declared business failures, then the common ones. */
export const errorsOf = (route: Pick<RouteDefinition, 'errors'>): string[] => [
  ...new Set([...route.errors, ...COMMON_ERRORS]),
];

const successOf = (output: z.ZodType) => envelopeSchema(output).extend({ code: z.literal(1) });

/** A failure: code 0 (business, validation), 401/403 (auth) or 500, `msg` one of the route's keys. */
const failureOf = (keys: string[]) =>
  envelopeSchema(z.unknown()).extend({
    code: z.union([z.literal(0), z.literal(401), z.literal(403), z.literal(500)]),
    msg: z.enum(keys as [string, ...string[]]),
  });

const ERRORS_TEXT =
  'Business failures answer HTTP 200 with `code` 0 and a message key in `msg`; validation failures ' +
  '`validation_failed` with `data.fields` (HTTP 400; protocol paths under `/api/wanlshop/` may answer ' +
  'it with HTTP 200, as the stock client expects), no or expired session 401, missing role 403, ' +
  'unknown id 404, too large 413, rate limit 429, a dependency down 503, a bug 500. ';

/** The responses of an operation: the success envelope with its `data`, and every failure it can answer. */
export function responsesOf(
  output: z.ZodType,
  errors: string[],
  shared: SharedSchemas,
  prefix: string,
): Record<string, unknown> {
  shared[`${prefix}.failure`] = jsonSchemaOf(failureOf(errors), 'output', shared, prefix);
  const failure = { $ref: `#/components/schemas/${prefix}.failure` };
  return {
    '200': {
      description: `Success (\`code\` 1, \`data\` the answer) or a business failure (\`code\` 0). Keys: ${errors.join(', ')}.`,
      content: {
        'application/json': {
          schema: {
            oneOf: [jsonSchemaOf(successOf(output), 'output', shared, prefix), failure],
          },
        },
      },
    },
    default: {
      description: ERRORS_TEXT + `Keys: ${errors.join(', ')}.`,
      content: { 'application/json': { schema: failure } },
    },
  };
}

/** GET: one query parameter a top-level field; a shape that is no plain object is one form-style object. */
function queryParameters(schema: JsonSchema): unknown[] {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (schema.type !== 'object' || !properties)
    return [{ name: 'query', in: 'query', style: 'form', explode: true, schema }];
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    ...(typeof property.description === 'string' && { description: property.description }),
    schema: property,
  }));
}

/** The OpenAPI operation of one contract route. */
export function operationOf(
  route: RouteDefinition,
  operationId: string,
  tag: string,
  shared: SharedSchemas,
): Record<string, unknown> {
  const input = jsonSchemaOf(route.input, 'input', shared, operationId);
  const errors = errorsOf(route);
  const either = route.path.startsWith(EITHER_METHOD_PREFIX);
  const notes = [
    route.roles?.length && `Console roles (any of): ${route.roles.join(', ')}.`,
    route.signedBy && `Signed by a \`${route.signedBy}\` key.`,
    either &&
      'The protocol path answers GET and POST alike: query parameters and body fields are merged.',
  ].filter(Boolean);
  const required = ((input.required as string[] | undefined) ?? []).length > 0;
  if (route.method === 'POST') shared[`${operationId}.input`] = input;
  const inputRef = { $ref: `#/components/schemas/${operationId}.input` };
  return {
    operationId,
    summary: route.summary,
    ...(notes.length > 0 && { description: notes.join('\n\n') }),
    tags: [tag],
    security: securityOf(route),
    ...(route.method === 'GET'
      ? { parameters: queryParameters(input) }
      : {
          requestBody: {
            required,
            content: {
              'application/json': { schema: inputRef },
              'application/x-www-form-urlencoded': { schema: inputRef },
            },
          },
        }),
    responses: responsesOf(route.output, errors, shared, operationId),
    'x-auth': route.auth,
    ...(route.roles?.length && { 'x-roles': route.roles }),
    ...(route.signedBy && { 'x-signed-by': route.signedBy }),
    ...(either && { 'x-methods': ['GET', 'POST'] }),
    'x-errors': route.errors,
    'x-common-errors': COMMON_ERRORS,
  };
}

/** Where the server answers the document, and its browsable page (below `API_BASE`). */
export const OPENAPI_PATH = '/openapi.json';
export const API_DOCS_PATH = '/docs';
