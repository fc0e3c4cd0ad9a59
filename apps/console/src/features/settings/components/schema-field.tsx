import { Form, Input, InputNumber, Select, Switch } from 'antd';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { boundsOf, type JsonSchema } from './json-schema';

/** A required number within the schema's bounds (and whole when the schema says integer). */
export function numberRules(t: TFunction, field: JsonSchema, label: string): FormRule[] {
  const { min, max } = boundsOf(field);
  return [
    { required: true, message: t('settings:rules.required', { field: label }) },
    {
      validator: async (_, value: unknown) => {
        if (typeof value !== 'number') return;
        if (field.type === 'integer' && !Number.isInteger(value))
          throw new Error(t('settings:rules.integer', { field: label }));
        if (min !== undefined && value < min)
          throw new Error(t('settings:rules.min', { field: label, min }));
        if (max !== undefined && value > max)
          throw new Error(t('settings:rules.max', { field: label, max }));
      },
    },
  ];
}

/**
 * One field of a setting, drawn from its JSON Schema: a switch, a choice, a text (masked when it
 * is a secret) or a bounded number.
 */
export function SchemaField({
  name,
  field,
  secret,
}: {
  name: string;
  field: JsonSchema;
  secret: boolean;
}) {
  const { t } = useTranslation(['settings']);
  const label = t(`settings:fields.${name}`, { defaultValue: name });
  if (field.type === 'boolean')
    return (
      <Form.Item name={name} label={label} valuePropName="checked">
        <Switch />
      </Form.Item>
    );
  if (field.type === 'string')
    return (
      <Form.Item name={name} label={label}>
        {field.enum ? (
          <Select
            data-testid={`field-${name}`}
            options={field.enum.map((value) => ({
              value: String(value),
              label: t(`settings:options.${name}.${String(value)}`, {
                defaultValue: String(value),
              }),
            }))}
          />
        ) : secret ? (
          <Input.Password maxLength={field.maxLength} autoComplete="off" />
        ) : (
          <Input maxLength={field.maxLength} data-testid={`field-${name}`} />
        )}
      </Form.Item>
    );
  const { min, max } = boundsOf(field);
  return (
    <Form.Item
      name={name}
      label={label}
      rules={numberRules(t, field, label)}
      extra={
        min !== undefined || max !== undefined
          ? t('settings:range', { min: min ?? '−∞', max: max ?? '∞' })
          : undefined
      }
    >
      <InputNumber style={{ width: 220 }} data-testid={`field-${name}`} />
    </Form.Item>
  );
}
