import { consoleSettingsRoutes, type SettingRow } from '@cloudmall/contract/console-content';
import { ApiError } from '@cloudmall/client';
import { Alert, Button, Descriptions, Flex, Form, Input, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonModal } from '../../../components/reason-modal';
import { useConsoleMutation } from '../../../lib/query';
import { editorKindOf, type JsonSchema } from './json-schema';
import { RowsEditor, rowsFromForm, rowsToForm } from './rows-editor';
import { numberRules, SchemaField } from './schema-field';

type Values = Record<string, unknown>;

/** One setting: what it is, its default, a form built from its schema, saved with a reason. */
export function SettingEditor({ row, onSaved }: { row: SettingRow; onSaved: () => void }) {
  const { t } = useTranslation(['settings', 'common', 'errors']);
  const schema = (row.json_schema ?? {}) as JsonSchema;
  const kind = editorKindOf(schema);
  const [form] = Form.useForm<Values>();
  const [pending, setPending] = useState<unknown>();
  const [refused, setRefused] = useState<string[]>([]);
  const save = useConsoleMutation(consoleSettingsRoutes.update, {
    invalidates: [consoleSettingsRoutes.list],
    onSuccess: onSaved,
  });

  const toForm = (value: unknown): Values => {
    if (kind === 'single') return { value };
    if (kind === 'json') return { json: JSON.stringify(value, null, 2) };
    if (kind === 'rows')
      return { rows: rowsToForm(value as Record<string, unknown>[], schema.items ?? {}) };
    if (kind === 'numbers')
      return Object.fromEntries((value as number[]).map((n, i) => [`n${i}`, n]));
    return value as Values;
  };
  const initial = toForm(row.value);

  const toValue = (values: Values): unknown => {
    if (kind === 'single') return values.value;
    if (kind === 'json') return JSON.parse(String(values.json));
    if (kind === 'rows')
      return rowsFromForm(values.rows as Record<string, unknown>[], schema.items ?? {});
    if (kind === 'numbers') return (row.value as number[]).map((_, i) => values[`n${i}`]);
    return values;
  };

  const submit = async () => {
    setRefused([]);
    const values = await form.validateFields();
    setPending(toValue(values));
  };

  const confirm = async (reason: string) => {
    try {
      await save.mutateAsync({ key: row.key, value: pending, reason });
      setPending(undefined);
    } catch (error) {
      setPending(undefined);
      if (error instanceof ApiError && error.fields.length) {
        const names = error.fields.map(
          (f) => `${f.field.replace(/^value\.?/, '') || row.key}: ${t(`errors:${f.key}`)}`,
        );
        setRefused(names);
        if (kind === 'fields' || kind === 'single')
          form.setFields(
            error.fields.map((f) => ({
              name: kind === 'single' ? 'value' : f.field.replace(/^value\./, ''),
              errors: [t(`errors:${f.key}`)],
            })),
          );
      }
      throw error;
    }
  };

  return (
    <>
      <Typography.Paragraph>{t(`settings:desc.${row.key}.help`)}</Typography.Paragraph>
      <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('settings:key')}>
          <Typography.Text code>{row.key}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('settings:default')}>
          <Typography.Paragraph
            style={{ fontFamily: 'monospace', fontSize: 12, margin: 0 }}
            ellipsis={{ rows: 2, expandable: true }}
            data-testid="setting-default"
          >
            {JSON.stringify(row.default_value)}
          </Typography.Paragraph>
        </Descriptions.Item>
        {row.secret_fields.length ? (
          <Descriptions.Item label={t('settings:secrets')}>
            {t('settings:secretsHelp')}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      {refused.length ? (
        <Alert
          type="error"
          showIcon
          message={t('settings:refused')}
          description={refused.join('; ')}
          style={{ marginBottom: 16 }}
          data-testid="setting-refused"
        />
      ) : null}
      <Form form={form} layout="vertical" initialValues={initial} key={row.key + row.updated_at}>
        {kind === 'fields' || kind === 'single'
          ? Object.entries(kind === 'single' ? { value: schema } : (schema.properties ?? {})).map(
              ([name, field]) => (
                <SchemaField
                  key={name}
                  name={name}
                  field={field}
                  secret={row.secret_fields.includes(name)}
                />
              ),
            )
          : null}
        {kind === 'numbers' ? (
          <Flex gap={12} wrap>
            {(row.value as number[]).map((_, i) => (
              <Form.Item
                key={i}
                name={`n${i}`}
                label={t('settings:day', { day: i + 1 })}
                rules={numberRules(t, schema.items ?? {}, t('settings:day', { day: i + 1 }))}
              >
                <InputNumber style={{ width: 100 }} data-testid={`field-n${i}`} />
              </Form.Item>
            ))}
          </Flex>
        ) : null}
        {kind === 'rows' ? <RowsEditor item={schema.items ?? {}} /> : null}
        {kind === 'json' ? (
          <Form.Item
            name="json"
            label={t('settings:json')}
            rules={[
              {
                validator: async (_, text: string) => {
                  try {
                    JSON.parse(text);
                  } catch {
                    throw new Error(t('settings:rules.json'));
                  }
                },
              },
            ]}
          >
            <Input.TextArea
              rows={18}
              style={{ fontFamily: 'monospace', fontSize: 12 }}
              data-testid="field-json"
            />
          </Form.Item>
        ) : null}
        <Flex gap={8}>
          <Button type="primary" onClick={() => void submit()} data-testid="setting-save">
            {t('settings:save')}
          </Button>
          <Button onClick={() => form.setFieldsValue(toForm(row.default_value) as never)}>
            {t('settings:useDefault')}
          </Button>
        </Flex>
      </Form>
      <ReasonModal
        open={pending !== undefined}
        title={t('settings:confirmTitle', { key: row.key })}
        description={t('settings:confirmText')}
        onConfirm={confirm}
        onCancel={() => setPending(undefined)}
      />
    </>
  );
}
