import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractField } from '../../../components/contract-field';
import { FormModal } from '../../../components/form-modal';
import { campaignRoutes, useCreateCampaign } from '../api/campaigns-api';

type Values = {
  name: string;
  script_id: number;
  max_per_report: string;
  daily_cap_per_device: string;
};

const Field = contractField(campaignRoutes.create.input);

/** An advertiser's new campaign for one script, with its per-report max and per-device daily cap. */
export function CreateCampaignModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['campaigns', 'common']);
  const [form] = Form.useForm<Values>();
  const create = useCreateCampaign();
  const submit = async (values: Values) => {
    await create.mutateAsync({ ...values, name: values.name.trim() });
    form.resetFields();
    onClose();
  };
  return (
    <FormModal
      open={open}
      title={t('actions.create')}
      okText={t('actions.createOk')}
      form={form}
      busy={create.isPending}
      onSubmit={submit}
      onCancel={onClose}
    >
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
