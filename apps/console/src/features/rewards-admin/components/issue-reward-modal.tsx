import { REWARD_KINDS, rewardConsoleRoutes, type RewardKind } from '@cloudmall/contract/rewards';
import { App, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractField } from '../../../components/contract-field';
import { FormModal, useFormModal, type ModalOpenProps } from '../../../components/form-modal';
import { optionsOf } from '../../../lib/options';
import { useIdempotencyKey } from '../../../lib/money';
import { useConsoleMutation } from '../../../lib/query';

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
  const { message } = App.useApp();
  const key = useIdempotencyKey();
  const issue = useConsoleMutation(rewardConsoleRoutes.issue, {
    invalidates: [rewardConsoleRoutes.accounts, rewardConsoleRoutes.list],
  });
  const modal = useFormModal<Values>({
    ...props,
    busy: issue.isPending,
    send: async (values) => {
      const done = await issue.mutateAsync({
        ...values,
        user_id: Number(values.user_id),
        idempotency_key: key.key,
      });
      key.renew();
      message.success(t('issue.done', { username: done.username }));
    },
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
      <Field name="amount" label={t('fields.amount')}>
        <Input inputMode="decimal" placeholder="10.00" data-testid="issue-amount" />
      </Field>
      <Field name="reason" label={t('common:reason.label')}>
        <Input.TextArea rows={2} maxLength={200} data-testid="issue-reason" />
      </Field>
    </FormModal>
  );
}
