import { REWARD_POOLS, rewardConsoleRoutes, type RewardPool } from '@cloudmall/contract/rewards';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractField } from '../../../components/contract-field';
import { FormModal, type ModalOpenProps } from '../../../components/form-modal';
import { optionsOf } from '../../../lib/options';
import { useConsoleMutation } from '../../../lib/query';
import { AmountField, ReasonField, useKeyedFormModal } from './keyed-form';

interface Values {
  pool: RewardPool;
  amount: string;
  reason: string;
}

const Field = contractField(rewardConsoleRoutes.fund.input, { idempotency_key: 'checkedkey1' });

/** Funds a reward pool from the platform promotions account, with a reason (audited). */
export function FundPoolModal(props: ModalOpenProps & { pool?: RewardPool }) {
  const { t } = useTranslation(['rewards-admin', 'common']);
  const fund = useConsoleMutation(rewardConsoleRoutes.fund, {
    invalidates: [rewardConsoleRoutes.accounts],
  });
  // One key per intended funding: a double click or a retry funds once.
  const modal = useKeyedFormModal<Values>(props, fund.isPending, async (values, key) => {
    await fund.mutateAsync({ ...values, idempotency_key: key });
    return t('fund.done');
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
      <AmountField Field={Field} testId="fund-amount" placeholder="1000.00" />
      <ReasonField Field={Field} testId="fund-reason" />
    </FormModal>
  );
}
