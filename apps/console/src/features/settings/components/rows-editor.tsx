import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Button, Card, Flex, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { JsonSchema } from './json-schema';

/** Nested objects (a module's style and params) are edited as JSON text inside a row. */
export const rowsToForm = (rows: Record<string, unknown>[], item: JsonSchema) =>
  rows.map((row) =>
    Object.fromEntries(
      Object.entries(item.properties ?? {}).map(([name, field]) => [
        name,
        field.type === 'object' || field.type === 'array'
          ? JSON.stringify(row[name] ?? {}, null, 1)
          : row[name],
      ]),
    ),
  );

export const rowsFromForm = (rows: Record<string, unknown>[], item: JsonSchema) =>
  rows.map((row) =>
    Object.fromEntries(
      Object.entries(row)
        .filter(([, value]) => value !== undefined && value !== null && value !== '')
        .map(([name, value]) => {
          const field = item.properties?.[name];
          const nested = field?.type === 'object' || field?.type === 'array';
          return [name, nested ? JSON.parse(String(value)) : value];
        }),
    ),
  );

/** A list setting (tab items, home modules, renewal plans): one card per entry, ordered, added, removed. */
export function RowsEditor({ item }: { item: JsonSchema }) {
  const { t } = useTranslation('settings');
  const fields = Object.entries(item.properties ?? {});
  return (
    <Form.List name="rows">
      {(rows, { add, remove, move }) => (
        <Flex vertical gap={8}>
          {rows.map((row, index) => (
            <Card
              key={row.key}
              size="small"
              title={t('entry', { n: index + 1 })}
              data-testid={`row-${index}`}
              extra={
                <Flex gap={4}>
                  <Button
                    size="small"
                    icon={<ArrowUpOutlined />}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={t('up')}
                  />
                  <Button
                    size="small"
                    icon={<ArrowDownOutlined />}
                    disabled={index === rows.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={t('down')}
                  />
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => remove(index)}
                    aria-label={t('remove')}
                  />
                </Flex>
              }
            >
              <Flex gap={12} wrap>
                {fields.map(([name, field]) => {
                  const label = t(`fields.${name}`, { defaultValue: name });
                  const nested = field.type === 'object' || field.type === 'array';
                  const control =
                    field.type === 'boolean' ? (
                      <Switch />
                    ) : field.enum ? (
                      <Select
                        style={{ width: 180 }}
                        options={field.enum.map((v) => ({ value: v as string, label: String(v) }))}
                      />
                    ) : field.type === 'integer' || field.type === 'number' ? (
                      <InputNumber style={{ width: 120 }} />
                    ) : nested ? (
                      <Input.TextArea
                        rows={3}
                        style={{ fontFamily: 'monospace', fontSize: 12, width: 520 }}
                      />
                    ) : (
                      <Input style={{ width: 240 }} />
                    );
                  return (
                    <Form.Item
                      key={name}
                      name={[row.name, name]}
                      label={label}
                      valuePropName={field.type === 'boolean' ? 'checked' : 'value'}
                      style={{ marginBottom: 8 }}
                      rules={
                        nested
                          ? [
                              {
                                validator: async (_, text: string) => {
                                  JSON.parse(text || '{}');
                                },
                                message: t('rules.json'),
                              },
                            ]
                          : []
                      }
                    >
                      {control}
                    </Form.Item>
                  );
                })}
              </Flex>
            </Card>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({})}>
            {t('add')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
