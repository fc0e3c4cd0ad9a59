import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { amountRules, amountText } from '../lib/form-rules';
import type { UrlQuery } from '../lib/url-query';

/**
 * One filter of a ServerTable; its value lives in the URL query under `name` (a range: `names`).
 * `amount` takes `12`, `12.5` or `12.50` (a decimal comma reads as a dot) and refuses the rest.
 */
export type FilterField =
  | { kind: 'text'; name: string; label: string; placeholder?: string }
  | { kind: 'amount'; name: string; label: string }
  | {
      kind: 'select';
      name: string;
      label: string;
      options: { value: string; label: string }[];
    }
  | { kind: 'dateRange'; names: [from: string, to: string]; label: string };

const DAY = 'YYYY-MM-DD';
type FormValues = Record<string, string | [Dayjs | null, Dayjs | null] | null | undefined>;

const keyOf = (field: FilterField) =>
  field.kind === 'dateRange' ? field.names.join('..') : field.name;

/**
 * The form's values from the URL query; a select the query leaves out shows the value the server
 * applies then (`defaults`, from the route's input schema) when it is one of its options.
 */
export function toForm(
  fields: FilterField[],
  query: UrlQuery,
  defaults: UrlQuery = {},
): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    if (field.kind === 'dateRange') {
      const [from, to] = field.names.map((name) => (query[name] ? dayjs(query[name], DAY) : null));
      values[keyOf(field)] = from || to ? [from ?? null, to ?? null] : undefined;
    } else if (field.kind === 'select' && query[field.name] === undefined) {
      const fallback = defaults[field.name];
      values[field.name] = field.options.some((option) => option.value === fallback)
        ? fallback
        : undefined;
    } else values[field.name] = query[field.name];
  }
  return values;
}

/** The URL query patch from the form's values (amounts as the server reads them). */
export function toQuery(
  fields: FilterField[],
  values: FormValues,
): Record<string, string | undefined> {
  const patch: Record<string, string | undefined> = {};
  for (const field of fields) {
    const value = values[keyOf(field)];
    if (field.kind === 'dateRange') {
      const range = Array.isArray(value) ? value : [null, null];
      field.names.forEach((name, index) => {
        patch[name] = range[index]?.format(DAY);
      });
    } else if (field.kind === 'amount')
      patch[field.name] = typeof value === 'string' ? amountText(value) : undefined;
    else patch[field.name] = typeof value === 'string' ? value.trim() || undefined : undefined;
  }
  return patch;
}

/** The filter row above a ServerTable: reads the URL query, writes it on search (page back to 1). */
export function FilterBar({
  fields,
  query,
  defaults,
  onChange,
}: {
  fields: FilterField[];
  query: UrlQuery;
  /** What the server applies for a filter the query leaves out (see `inputDefaults`). */
  defaults?: UrlQuery;
  onChange: (patch: Record<string, string | undefined>) => void;
}) {
  const { t } = useTranslation(['common', 'errors']);
  const [form] = Form.useForm<FormValues>();
  useEffect(
    () => form.setFieldsValue(toForm(fields, query, defaults)),
    [form, fields, query, defaults],
  );
  const clear = Object.fromEntries(Object.keys(toQuery(fields, {})).map((key) => [key, undefined]));

  return (
    <Form
      form={form}
      layout="inline"
      style={{ marginBottom: 16, rowGap: 8 }}
      onFinish={(values) => onChange({ ...toQuery(fields, values), page: undefined })}
    >
      {fields.map((field) => (
        <Form.Item
          key={keyOf(field)}
          name={keyOf(field)}
          label={field.label}
          rules={field.kind === 'amount' ? amountRules(t) : undefined}
        >
          {field.kind === 'text' ? (
            <Input allowClear placeholder={field.placeholder} style={{ width: 180 }} />
          ) : field.kind === 'amount' ? (
            <Input allowClear inputMode="decimal" placeholder="12.50" style={{ width: 120 }} />
          ) : field.kind === 'select' ? (
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              popupMatchSelectWidth={false}
              placeholder={t('actions.any')}
              options={field.options}
              style={{ width: 160 }}
            />
          ) : (
            <DatePicker.RangePicker allowEmpty={[true, true]} />
          )}
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('actions.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              form.setFieldsValue(toForm(fields, {}, defaults));
              onChange({ ...clear, page: undefined });
            }}
          >
            {t('actions.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
