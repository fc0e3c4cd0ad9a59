import type { RouteInput } from '@cloudmall/contract';
import { Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractField } from '../../../components/contract-field';
import { FormModal, useFormModal, type ModalOpenProps } from '../../../components/form-modal';
import { campaignRoutes, useCreateCampaign } from '../api/campaigns-api';

type Values = RouteInput<typeof campaignRoutes.create>;

const Field = contractField(campaignRoutes.create.input);

/** An advertiser's new campaign for one script, with its per-report max and per-device daily cap. */
export function CreateCampaignModal(props: ModalOpenProps) {
  const { t } = useTranslation(['campaigns', 'common']);
  const create = useCreateCampaign();
  const modal = useFormModal<Values>({
    ...props,
    busy: create.isPending,
    send: (values) => create.mutateAsync({ ...values, name: values.name.trim() }),
  });
  return (
    <FormModal {...modal} title={t('actions.create')} okText={t('actions.createOk')}>
      <Field name="name" label={t('fields.name')}>
        <Input maxLength={100} />
      </Field>
      <Field name="script_id" label={t('fields.scriptId')}>
        <InputNumber min={1} style={{ width: '100%' }} />
      </Field>
      <Field name="max_per_report" label={t('fields.maxPerReport')}>
        <Input inputMode="decimal" placeholder="5.00" />
      </Field>
      <Field name="daily_cap_per_device" label={t('fields.dailyCap')}>
        <Input inputMode="decimal" placeholder="50.00" />
      </Field>
    </FormModal>
  );
}
