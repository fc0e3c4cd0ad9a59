import type { Campaign } from '@cloudmall/contract/campaigns';
import { Form, Input, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { contractRules } from '../../../lib/form-rules';
import { campaignRoutes, useFundCampaign } from '../api/campaigns-api';

/** Moves money from the advertiser's balance to a campaign budget (one key per opened form: no double debit). */
export function FundModal({ campaign, onClose }: { campaign?: Campaign; onClose: () => void }) {
  const { t } = useTranslation(['campaigns', 'common']);
  const [form] = Form.useForm<{ amount: string }>();
  const fund = useFundCampaign();
  const key = useMemo(() => (campaign ? crypto.randomUUID() : ''), [campaign]);
  const extra = { campaign_id: campaign?.id ?? 1, idempotency_key: key || 'x'.repeat(16) };
  const submit = async ({ amount }: { amount: string }) => {
    await fund.mutateAsync({
      campaign_id: campaign!.id,
      amount: amount.trim(),
      idempotency_key: key,
    });
    onClose();
  };
  return (
    <FormModal
      open={campaign !== undefined}
      title={t('fund.title', { name: campaign?.name })}
      okText={t('actions.fund')}
      intro={
        <Typography.Paragraph type="secondary">
          {t('fund.hint', { remaining: campaign?.remaining })}
        </Typography.Paragraph>
      }
      form={form}
      busy={fund.isPending}
      onSubmit={submit}
      onCancel={onClose}
    >
      <Form.Item
        name="amount"
        label={t('fields.amount')}
        rules={contractRules(campaignRoutes.fund.input, 'amount', t, extra)}
      >
        <Input inputMode="decimal" placeholder="100.00" autoFocus />
      </Form.Item>
    </FormModal>
  );
}
