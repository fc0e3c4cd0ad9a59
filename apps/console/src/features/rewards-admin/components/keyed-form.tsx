import { App, Input } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractFieldProps } from '../../../components/contract-field';
import { useFormModal, type ModalOpenProps } from '../../../components/form-modal';
import { useIdempotencyKey } from '../../../lib/money';

/**
 * The form of a modal that moves money, points or goods once: `send` runs with the values and the
 * action's idempotency key (a double click or a retry reuses it) and answers the text to toast;
 * once it has sent, the next action gets a new key (nothing sent, nothing answered: the key stays).
 */
export function useKeyedFormModal<V>(
  props: ModalOpenProps,
  busy: boolean,
  send: (values: V, key: string) => Promise<string | undefined>,
) {
  const { message } = App.useApp();
  const key = useIdempotencyKey();
  return useFormModal<V>({
    ...props,
    busy,
    send: async (values) => {
      const done = await send(values, key.key);
      if (done === undefined) return;
      key.renew();
      message.success(done);
    },
  });
}

interface KeyedFieldProps {
  /** The modal's `contractField` of its route. */
  Field: ComponentType<ContractFieldProps>;
  testId: string;
}

/** The amount typed as the API sends money ("10.00"). */
export function AmountField({
  Field,
  testId,
  placeholder,
}: KeyedFieldProps & { placeholder: string }) {
  const { t } = useTranslation('rewards-admin');
  return (
    <Field name="amount" label={t('fields.amount')}>
      <Input inputMode="decimal" placeholder={placeholder} data-testid={testId} />
    </Field>
  );
}

/** The reason kept in the audit entry. */
export function ReasonField({ Field, testId }: KeyedFieldProps) {
  const { t } = useTranslation('common');
  return (
    <Field name="reason" label={t('reason.label')}>
      <Input.TextArea rows={2} maxLength={200} data-testid={testId} />
    </Field>
  );
}
