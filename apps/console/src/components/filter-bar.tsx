import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { UrlQuery } from '../lib/url-query';

/** One filter of a ServerTable; its value lives in the URL query under `name` (a range: `names`). */
export type FilterField =
  | { kind: 'text'; name: string; label: string; placeholder?: string }
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

function toForm(fields: FilterField[], query: UrlQuery): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    if (field.kind === 'dateRange') {
      const [from, to] = field.names.map((name) => (query[name] ? dayjs(query[name], DAY) : null));
      values[keyOf(field)] = from || to ? [from ?? null, to ?? null] : undefined;
    } else values[field.name] = query[field.name];
  }
  return values;
}

function toQuery(fields: FilterField[], values: FormValues): Record<string, string | undefined> {
  const patch: Record<string, string | undefined> = {};
  for (const field of fields) {
    const value = values[keyOf(field)];
    if (field.kind === 'dateRange') {
      const range = Array.isArray(value) ? value : [null, null];
      field.names.forEach((name, index) => {
        patch[name] = range[index]?.format(DAY);
      });
    } else patch[field.name] = typeof value === 'string' ? value.trim() || undefined : undefined;
  }
  return patch;
}

/** The filter row above a ServerTable: reads the URL query, writes it on search (page back to 1). */
export function FilterBar({
  fields,
  query,
  onChange,
}: {
  fields: FilterField[];
  query: UrlQuery;
  onChange: (patch: Record<string, string | undefined>) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  useEffect(() => form.setFieldsValue(toForm(fields, query)), [form, fields, query]);
  const clear = Object.fromEntries(Object.keys(toQuery(fields, {})).map((key) => [key, undefined]));

  return (
    <Form
      form={form}
      layout="inline"
      style={{ marginBottom: 16, rowGap: 8 }}
      onFinish={(values) => onChange({ ...toQuery(fields, values), page: undefined })}
    >
      {fields.map((field) => (
        <Form.Item key={keyOf(field)} name={keyOf(field)} label={field.label}>
          {field.kind === 'text' ? (
            <Input allowClear placeholder={field.placeholder} style={{ width: 180 }} />
          ) : field.kind === 'select' ? (
            <Select allowClear options={field.options} style={{ width: 160 }} />
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
