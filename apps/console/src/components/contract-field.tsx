import type { RouteDefinition } from '@cloudmall/contract';
import { Form, type FormItemProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractRules } from '../lib/form-rules';

export type ContractFieldProps = Omit<FormItemProps, 'name' | 'rules'> & { name: string };

/**
 * A form's Form.Item bound to a route's input schema, so each field is checked as the server checks
 * it: `const Field = contractField(routes.save.input)`, then
 * `<Field name="title" label={t('title')}><Input /></Field>`. `checkWith` merges input fields the
 * form does not show (see `contractRules`).
 */
export function contractField(
  schema: RouteDefinition['input'],
  checkWith?: Record<string, unknown>,
) {
  return function ContractField({ name, ...item }: ContractFieldProps) {
    const { t } = useTranslation();
    return <Form.Item name={name} rules={contractRules(schema, name, t, checkWith)} {...item} />;
  };
}
