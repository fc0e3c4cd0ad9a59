import { REWARD_KINDS, rewardConsoleRoutes, type RewardKind } from '@cloudmall/contract/rewards';
import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractField } from '../../../components/contract-field';
import { FormModal, type ModalOpenProps } from '../../../components/form-modal';
import { optionsOf } from '../../../lib/options';
import { useConsoleMutation } from '../../../lib/query';
import { AmountField, ReasonField, useKeyedFormModal } from './keyed-form';

interface Values {
  kind: RewardKind;
  user_id: string;
  amount: string;
  reason: string;
}

const Field = contractField(rewardConsoleRoutes.issue.input, { idempotency_key: 'checkedkey1' });

/**
 * Issues a reward to a member with a required reason: from a pool as held income (refused beyond the
 * pool's balance), or green points or equity value (not money). Audited; the member is told.
 */
export function IssueRewardModal(props: ModalOpenProps) {
  const { t } = useTranslation(['rewards-admin', 'common']);
  const issue = useConsoleMutation(rewardConsoleRoutes.issue, {
    invalidates: [rewardConsoleRoutes.accounts, rewardConsoleRoutes.list],
  });
  const modal = useKeyedFormModal<Values>(props, issue.isPending, async (values, key) => {
    const done = await issue.mutateAsync({
      ...values,
      user_id: Number(values.user_id),
      idempotency_key: key,
    });
    return t('issue.done', { username: done.username });
  });
  return (
    <FormModal
      {...modal}
      title={t('issue.title')}
      okText={t('issue.submit')}
      initialValues={{ kind: 'team' }}
      intro={<p>{t('issue.intro')}</p>}
    >
      <Field name="kind" label={t('fields.kind')}>
        <Select options={optionsOf(REWARD_KINDS, (kind) => t(`kinds.${kind}`))} />
      </Field>
      <Field name="user_id" label={t('fields.member')}>
        <Input inputMode="numeric" placeholder={t('fields.memberId')} data-testid="issue-member" />
      </Field>
      <AmountField Field={Field} testId="issue-amount" placeholder="10.00" />
      <ReasonField Field={Field} testId="issue-reason" />
    </FormModal>
  );
}
