import { z } from 'zod';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as zod writes it. */
export type JsonSchema = { [key: string]: unknown };

/**
 * Schemas shared by the whole document (`components.schemas`): the `$defs` zod writes for a
 * recursive shape are moved here under a name unique to their operation, since a `#/$defs/...`
 * reference inside an OpenAPI document would point at the document's root.
 */
export type SharedSchemas = Record<string, JsonSchema>;

const COMPONENTS = '#/components/schemas/';

/**
 * The JSON Schema of a zod schema for one direction (`input`: what a caller sends, defaults
 * optional; `output`: what the server answers), by zod's own `z.toJSONSchema`. What JSON Schema
 * cannot say (a transform, a date object) is left open (`{}`) rather than failing the document.
 */
export function jsonSchemaOf(
  schema: z.ZodType,
  io: 'input' | 'output',
  shared: SharedSchemas,
  prefix: string,
): JsonSchema {
  let written: JsonSchema;
  try {
    written = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  } catch (error) {
    return { description: `Not representable in JSON Schema: ${String(error)}` };
  }
  const { $schema: _dialect, $defs, ...rest } = written;
  const names = new Map<string, string>();
  for (const name of Object.keys(($defs as SharedSchemas | undefined) ?? {}))
    names.set(name, `${prefix}.${io}.${name.replace(/^_+/, '')}`);
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (typeof value !== 'object' || value === null) return value;
    const out: JsonSchema = {};
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') {
        const name = names.get(child.replace('#/$defs/', ''));
        out[key] = name ? COMPONENTS + name : child;
      } else out[key] = rewrite(child);
    }
    return out;
  };
  for (const [name, def] of Object.entries(($defs as SharedSchemas | undefined) ?? {}))
    shared[names.get(name) as string] = rewrite(def) as JsonSchema;
  return rewrite(rest) as JsonSchema;
}
