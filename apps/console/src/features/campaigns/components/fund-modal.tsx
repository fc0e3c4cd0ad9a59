import type { Campaign } from '@cloudmall/contract/campaigns';
import { Form, Input, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal, useFormModal } from '../../../components/form-modal';
import { contractRules } from '../../../lib/form-rules';
import { campaignRoutes, useFundCampaign } from '../api/campaigns-api';

/** Moves money from the advertiser's balance to a campaign budget (one key per opened form: no double debit). */
export function FundModal({ campaign, onClose }: { campaign?: Campaign; onClose: () => void }) {
  const { t } = useTranslation(['campaigns', 'common']);
  const fund = useFundCampaign();
  const key = useMemo(() => (campaign ? crypto.randomUUID() : ''), [campaign]);
  const extra = { campaign_id: campaign?.id ?? 1, idempotency_key: key || 'x'.repeat(16) };
  const modal = useFormModal<{ amount: string }>({
    open: campaign !== undefined,
    onClose,
    busy: fund.isPending,
    send: ({ amount }) =>
      fund.mutateAsync({ campaign_id: campaign!.id, amount: amount.trim(), idempotency_key: key }),
  });
  return (
    <FormModal
      {...modal}
      title={t('fund.title', { name: campaign?.name })}
      okText={t('actions.fund')}
      intro={
        <Typography.Paragraph type="secondary">
          {t('fund.hint', { remaining: campaign?.remaining })}
        </Typography.Paragraph>
      }
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
