import type { RouteInput } from '@cloudmall/contract';
import { NETWORKS, walletAdminRoutes, walletConsoleRoutes } from '@cloudmall/contract/wallet';
import { App, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractField } from '../../../components/contract-field';
import { FormModal, useFormModal, type ModalOpenProps } from '../../../components/form-modal';
import { useConsoleMutation } from '../../../lib/query';

type Values = RouteInput<typeof walletConsoleRoutes.confirmDeposit>;

const Field = contractField(walletConsoleRoutes.confirmDeposit.input);

/** Credits a deposit the watcher missed, by its transaction hash (once per network, hash and index). */
export function ConfirmDepositModal(props: ModalOpenProps) {
  const { t } = useTranslation(['admin-money', 'common', 'errors']);
  const { message } = App.useApp();
  const confirm = useConsoleMutation(walletConsoleRoutes.confirmDeposit, {
    invalidates: [walletAdminRoutes.deposits, walletAdminRoutes.addresses],
  });
  const modal = useFormModal<Values>({
    ...props,
    busy: confirm.isPending,
    send: async (values) => {
      const result = await confirm.mutateAsync({ ...values, note: values.note ?? '' });
      if (result.credited) message.success(t('deposits.confirmed', { id: result.deposit_id }));
      else message.info(t('deposits.alreadyCredited', { id: result.deposit_id }));
    },
  });

  return (
    <FormModal
      {...modal}
      title={t('deposits.confirmTitle')}
      okText={t('deposits.confirm')}
      initialValues={{ network: 'TRC20', log_index: 0 }}
    >
      <Form.Item name="network" label={t('deposits.network')}>
        <Select options={NETWORKS.map((value) => ({ value, label: value }))} />
      </Form.Item>
      <Field name="tx_hash" label={t('deposits.hash')}>
        <Input spellCheck={false} />
      </Field>
      <Form.Item name="log_index" label={t('deposits.logIndex')}>
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Field name="address" label={t('deposits.address')}>
        <Input spellCheck={false} />
      </Field>
      <Field name="amount" label={t('deposits.usdtAmount')}>
        <Input inputMode="decimal" />
      </Field>
      <Form.Item name="note" label={t('deposits.note')}>
        <Input maxLength={200} />
      </Form.Item>
    </FormModal>
  );
}
