import type { RouteDefinition } from '@cloudmall/contract';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { FIELD_KEYS } from '@cloudmall/contract';

type Schema = RouteDefinition['input'];
const knownKeys = new Set<string>(FIELD_KEYS);

/** The first problem the contract schema finds with `field` in `values`, as an `errors:` key. */
export function fieldProblem(schema: Schema, values: Record<string, unknown>, field: string) {
  const result = schema.safeParse(values);
  if (result.success) return undefined;
  const issue = result.error.issues.find((item) => String(item.path[0] ?? '') === field);
  if (!issue) return undefined;
  return `errors:${knownKeys.has(issue.message) ? issue.message : 'invalid_value'}`;
}

/**
 * antd Form rules for one field, checked by the route's own input schema (what the server would
 * say, translated): `<Form.Item name="reason" rules={contractRules(route.input, 'reason', t)}>`.
 * The whole form is parsed, so refinements across fields apply too; only this field's issue shows.
 * `extra` merges into the checked values (fields the form does not show, e.g. an id).
 */
export function contractRules(
  schema: Schema,
  field: string,
  t: TFunction,
  extra: Record<string, unknown> = {},
): FormRule[] {
  return [
    ({ getFieldsValue }) => ({
      validator: async () => {
        const values = { ...extra, ...(getFieldsValue(true) as Record<string, unknown>) };
        for (const [key, value] of Object.entries(values)) if (value === '') delete values[key];
        const problem = fieldProblem(schema, values, field);
        if (problem) throw new Error(t(problem));
      },
    }),
  ];
}

const AMOUNT = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;

/**
 * An amount as typed in a filter, as the server reads it: `12`, `12.5`, `12.50` (a decimal comma,
 * `12,5`, reads as a dot); undefined when it is not an amount (sign, letters, three decimals).
 */
export function amountText(typed: string): string | undefined {
  const text = typed.trim().replace(/^(\d+),(\d{1,2})$/, '$1.$2');
  return AMOUNT.test(text) ? text : undefined;
}

/** antd Form rules for an amount filter: empty or an amount (`errors:invalid_amount` otherwise). */
export function amountRules(t: TFunction): FormRule[] {
  return [
    {
      validator: async (_rule, value: unknown) => {
        if (typeof value !== 'string' || value.trim() === '') return;
        if (amountText(value) === undefined) throw new Error(t('errors:invalid_amount'));
      },
    },
  ];
}
