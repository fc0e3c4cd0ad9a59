import { Button, Card, Form, Input, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractRules } from '../../../lib/form-rules';
import { optionsOf } from '../../../lib/options';
import { campaignRoutes, useFreezeTarget } from '../api/campaigns-api';

type Values = {
  target: 'member' | 'device';
  user_id?: string;
  device_code?: string;
  reason: string;
};

/** Freezes or lifts the plugin freeze of a member or device running the advertiser's campaigns. */
export function FreezeCard() {
  const { t } = useTranslation(['campaigns', 'common']);
  const [form] = Form.useForm<Values>();
  const freeze = useFreezeTarget();
  const target = Form.useWatch('target', form) ?? 'device';
  const rules = (field: string) =>
    contractRules(campaignRoutes.freeze.input, field, t, { frozen: true });

  const run = async (frozen: boolean) => {
    const values = await form.validateFields();
    await freeze.mutateAsync({
      target: values.target,
      user_id: values.target === 'member' ? Number(values.user_id) : undefined,
      device_code: values.target === 'device' ? values.device_code?.trim() : undefined,
      frozen,
      reason: values.reason.trim(),
    });
    form.resetFields(['reason']);
  };

  return (
    <Card size="small" title={t('freeze.title')} style={{ marginTop: 16 }}>
      <Form form={form} layout="inline" initialValues={{ target: 'device' }} style={{ rowGap: 8 }}>
        <Form.Item name="target">
          <Radio.Group
            options={optionsOf(['device', 'member'], (choice) => t(`freeze.${choice}`))}
          />
        </Form.Item>
        {target === 'member' ? (
          <Form.Item name="user_id" rules={rules('target')}>
            <Input placeholder={t('fields.member')} style={{ width: 140 }} />
          </Form.Item>
        ) : (
          <Form.Item name="device_code" rules={rules('target')}>
            <Input placeholder={t('fields.deviceCode')} style={{ width: 180 }} />
          </Form.Item>
        )}
        <Form.Item name="reason" rules={rules('reason')}>
          <Input placeholder={t('common:reason.label')} style={{ width: 220 }} />
        </Form.Item>
        <Space>
          <Button
            danger
            loading={freeze.isPending}
            onClick={() => void run(true).catch(() => undefined)}
          >
            {t('freeze.freeze')}
          </Button>
          <Button loading={freeze.isPending} onClick={() => void run(false).catch(() => undefined)}>
            {t('freeze.unfreeze')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
