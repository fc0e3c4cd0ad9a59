import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { UPLOAD_PATH } from '../app/app.routes.ts';
import { COMMON_ERRORS } from '../shared/errors.ts';
import { routeTables } from '../route-tables.ts';
import { buildOpenApiDocument } from './openapi.ts';

const document = buildOpenApiDocument();
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
);

/** Every `$ref` inside a value, with where it was found. */
function refsIn(value: unknown, at = '#'): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((child, i) => refsIn(child, `${at}/${i}`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]): [string, string][] =>
    key === '$ref' && typeof child === 'string' ? [[at, child]] : refsIn(child, `${at}/${key}`),
  );
}

/** The message keys a failure answer of an operation may carry (`msg` enum of its failure schema). */
function failureKeys(operation: Record<string, unknown>): string[] {
  const responses = operation.responses as Record<string, { content: Record<string, unknown> }>;
  const schema = (responses.default!.content['application/json'] as { schema: { $ref: string } })
    .schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const failure = document.components.schemas[name] as {
    properties: { msg: { enum: string[] } };
  };
  return failure.properties.msg.enum;
}

describe('the OpenAPI document of the contract', { timeout: 60_000 }, () => {
  it('lists every route of every contract table, by method and path under /api, with its declared errors', () => {
    const tables = routeTables();
    expect(tables.length).toBeGreaterThan(40);
    for (const table of tables)
      for (const [key, route] of table.routes) {
        const where = `${table.name}.${key} ${route.method} ${route.path}`;
        const operation = document.paths[`/api${route.path}`]?.[route.method.toLowerCase()];
        expect(operation, `${where} is missing`).toBeDefined();
        expect(operation!['x-errors'], where).toEqual(expect.arrayContaining([...route.errors]));
        expect(operation!['x-common-errors'], where).toEqual([...COMMON_ERRORS]);
        expect(failureKeys(operation!), where).toEqual(
          expect.arrayContaining([...route.errors, ...COMMON_ERRORS]),
        );
        expect(operation!.summary, where).toBe(route.summary);
      }
  });

  it('lists the multipart upload route with its size failure', () => {
    const upload = document.paths[`/api${UPLOAD_PATH}`]?.post;
    expect(upload?.['x-errors']).toContain('upload_too_large');
    expect(Object.keys((upload!.requestBody as { content: object }).content)).toEqual([
      'multipart/form-data',
    ]);
  });

  it('has the structure OpenAPI 3.1 requires', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBeTruthy();
    expect(document.info.version).toBeTruthy();
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const tags = new Set(document.tags.map((tag) => tag.name));
    const schemes = new Set(Object.keys(document.components.securitySchemes));
    for (const { path, method, operation } of operations) {
      const where = `${method} ${path}`;
      expect(path, where).toMatch(/^\/api\//);
      expect(['get', 'post'], where).toContain(method);
      expect(Object.keys(operation.responses as object), where).toContain('200');
      for (const tag of operation.tags) expect(tags, where).toContain(tag);
      for (const requirement of operation.security as Record<string, string[]>[])
        for (const scheme of Object.keys(requirement)) expect(schemes, where).toContain(scheme);
      for (const parameter of (operation.parameters ?? []) as Record<string, unknown>[]) {
        expect(parameter.in, where).toBe('query');
        expect(typeof parameter.name, where).toBe('string');
        expect(parameter.schema, where).toBeTypeOf('object');
      }
      if (method === 'get') expect(operation.requestBody, where).toBeUndefined();
    }
    for (const name of Object.keys(document.components.schemas))
      expect(name).toMatch(/^[a-zA-Z0-9._-]+$/);
  });

  it('refers only to schemas it holds', () => {
    for (const [at, ref] of refsIn(document)) {
      expect(ref, at).toMatch(/^#\/components\/schemas\//);
      expect(document.components.schemas, at).toHaveProperty([
        ref.replace('#/components/schemas/', ''),
      ]);
    }
  });

  it('writes every schema as valid JSON Schema 2020-12, the dialect of OpenAPI 3.1', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const schemas: [string, unknown][] = Object.entries(document.components.schemas);
    for (const { path, method, operation } of operations) {
      for (const parameter of (operation.parameters ?? []) as { name: string; schema: unknown }[])
        schemas.push([`${method} ${path} ?${parameter.name}`, parameter.schema]);
      const bodies = (operation.requestBody as { content: Record<string, { schema: unknown }> })
        ?.content;
      for (const [type, body] of Object.entries(bodies ?? {}))
        schemas.push([`${method} ${path} ${type}`, body.schema]);
    }
    for (const [where, schema] of schemas)
      expect(ajv.validateSchema(schema as object), `${where}: ${ajv.errorsText()}`).toBe(true);
  });
});
