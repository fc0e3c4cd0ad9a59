import { REWARD_POOLS, rewardConsoleRoutes, type RewardPool } from '@cloudmall/contract/rewards';
import { App, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractField } from '../../../components/contract-field';
import { FormModal, useFormModal, type ModalOpenProps } from '../../../components/form-modal';
import { optionsOf } from '../../../lib/options';
import { useIdempotencyKey } from '../../../lib/money';
import { useConsoleMutation } from '../../../lib/query';

interface Values {
  pool: RewardPool;
  amount: string;
  reason: string;
}

const Field = contractField(rewardConsoleRoutes.fund.input, { idempotency_key: 'checkedkey1' });

/** Funds a reward pool from the platform promotions account, with a reason (audited). */
export function FundPoolModal(props: ModalOpenProps & { pool?: RewardPool }) {
  const { t } = useTranslation(['rewards-admin', 'common']);
  const { message } = App.useApp();
  // One key per intended funding: a double click or a retry funds once.
  const key = useIdempotencyKey();
  const fund = useConsoleMutation(rewardConsoleRoutes.fund, {
    invalidates: [rewardConsoleRoutes.accounts],
  });
  const modal = useFormModal<Values>({
    ...props,
    busy: fund.isPending,
    send: async (values) => {
      await fund.mutateAsync({ ...values, idempotency_key: key.key });
      key.renew();
      message.success(t('fund.done'));
    },
  });
  return (
    <FormModal
      {...modal}
      title={t('fund.title')}
      okText={t('fund.submit')}
      initialValues={{ pool: props.pool ?? 'team' }}
      intro={<p>{t('fund.intro')}</p>}
    >
      <Field name="pool" label={t('fields.pool')}>
        <Select options={optionsOf(REWARD_POOLS, (pool) => t(`pools.${pool}`))} />
      </Field>
      <Field name="amount" label={t('fields.amount')}>
        <Input inputMode="decimal" placeholder="1000.00" data-testid="fund-amount" />
      </Field>
      <Field name="reason" label={t('common:reason.label')}>
        <Input.TextArea rows={2} maxLength={200} data-testid="fund-reason" />
      </Field>
    </FormModal>
  );
}
