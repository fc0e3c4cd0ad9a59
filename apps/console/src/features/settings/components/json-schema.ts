/** The small part of JSON Schema the settings editor reads (what zod's `toJSONSchema` writes). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
}

/** A bound a person would ever type (zod writes ±2^53 for a bare `int()`). */
const real = (bound: number | undefined) =>
  bound !== undefined && Math.abs(bound) < 1e15 ? bound : undefined;

export const boundsOf = (schema: JsonSchema) => ({
  min: real(
    schema.minimum ??
      (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined),
  ),
  max: real(schema.maximum),
});

const isPrimitive = (schema: JsonSchema | undefined) =>
  !!schema && ['integer', 'number', 'string', 'boolean'].includes(String(schema.type));

/** How a setting is edited: one field per property, a row of numbers (the sign-in table), or JSON. */
export type EditorKind = 'single' | 'fields' | 'numbers' | 'rows' | 'json';

export function editorKindOf(schema: JsonSchema): EditorKind {
  if (isPrimitive(schema)) return 'single';
  if (schema.type === 'object' && schema.properties) {
    const props = Object.values(schema.properties);
    if (props.length > 0 && props.every(isPrimitive)) return 'fields';
  }
  if (
    schema.type === 'array' &&
    (schema.items?.type === 'integer' || schema.items?.type === 'number')
  )
    return 'numbers';
  if (schema.type === 'array' && schema.items?.type === 'object' && schema.items.properties)
    return 'rows';
  return 'json';
}

/** A value shown compactly in the table. */
export function preview(value: unknown): string {
  const text = JSON.stringify(value);
  return text.length > 90 ? `${text.slice(0, 87)}…` : text;
}
