import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { contractRules } from '../../../lib/form-rules';
import { campaignRoutes, useCreateCampaign } from '../api/campaigns-api';

type Values = {
  name: string;
  script_id: number;
  max_per_report: string;
  daily_cap_per_device: string;
};

/** An advertiser's new campaign for one script, with its per-report max and per-device daily cap. */
export function CreateCampaignModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['campaigns', 'common']);
  const [form] = Form.useForm<Values>();
  const create = useCreateCampaign();
  const rules = (field: string) => contractRules(campaignRoutes.create.input, field, t);
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
      <Form.Item name="name" label={t('fields.name')} rules={rules('name')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="script_id" label={t('fields.scriptId')} rules={rules('script_id')}>
        <InputNumber min={1} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="max_per_report"
        label={t('fields.maxPerReport')}
        rules={rules('max_per_report')}
      >
        <Input inputMode="decimal" placeholder="5.00" />
      </Form.Item>
      <Form.Item
        name="daily_cap_per_device"
        label={t('fields.dailyCap')}
        rules={rules('daily_cap_per_device')}
      >
        <Input inputMode="decimal" placeholder="50.00" />
      </Form.Item>
    </FormModal>
  );
}
