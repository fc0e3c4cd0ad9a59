import { consoleSettingsRoutes } from '@cloudmall/contract/console-content';
import { Alert, Button, Card, Form, Input, InputNumber, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useConsoleMutation, useConsoleQuery } from '../../../lib/query';
import { formatUnixTime } from '../../../lib/time';
import { bpsOfPercent, percentOfBps, ratesOf } from '../rates';

const KEY = 'team.commission';
type Values = { level1: number; level2: number; reason: string };

/** Admin → Commission rates: level 1 and 2 rates of completed orders; each change audited with a reason. */
export default function CommissionRatesPage() {
  const { t } = useTranslation(['team', 'common', 'errors']);
  const setting = useConsoleQuery(consoleSettingsRoutes.list, {
    q: KEY,
    module: 'team',
    page: 1,
    list_rows: 5,
  });
  const save = useConsoleMutation(consoleSettingsRoutes.update, {
    invalidates: [consoleSettingsRoutes.list],
  });
  const [saved, setSaved] = useState(false);
  const [form] = Form.useForm<Values>();
  const row = setting.data?.data.find((item) => item.key === KEY);
  const rates = ratesOf(row?.value);

  const submit = async (values: Values) => {
    setSaved(false);
    await save.mutateAsync({
      key: KEY,
      value: { level1Rate: bpsOfPercent(values.level1), level2Rate: bpsOfPercent(values.level2) },
      reason: values.reason.trim(),
    });
    form.resetFields(['reason']);
    setSaved(true);
  };

  const percentField = (name: 'level1' | 'level2', label: string) => (
    <Form.Item
      name={name}
      label={label}
      rules={[{ required: true, message: t('errors:required') }]}
      extra={t('rates.range')}
    >
      <InputNumber
        min={0}
        max={30}
        step={0.1}
        precision={2}
        addonAfter="%"
        style={{ width: 180 }}
      />
    </Form.Item>
  );

  return (
    <>
      <PageHeader title={t('rates.title')} subtitle={t('rates.subtitle')} />
      <Card style={{ maxWidth: 720 }}>
        {setting.isPending ? (
          <Skeleton active />
        ) : setting.isError ? (
          <Alert type="error" showIcon message={t('common:layout.loadFailed')} />
        ) : (
          <Form
            key={`${row?.updated_at ?? 0}`}
            form={form}
            layout="vertical"
            initialValues={{
              level1: percentOfBps(rates.level1Rate),
              level2: percentOfBps(rates.level2Rate),
              reason: '',
            }}
            onFinish={(values) => void submit(values).catch(() => undefined)}
          >
            {percentField('level1', t('rates.level1'))}
            {percentField('level2', t('rates.level2'))}
            <Form.Item
              name="reason"
              label={t('rates.reason')}
              rules={[
                { required: true, whitespace: true, message: t('errors:required') },
                { max: 200, message: t('errors:too_long') },
              ]}
            >
              <Input.TextArea rows={2} maxLength={200} showCount />
            </Form.Item>
            {saved ? (
              <Alert
                type="success"
                showIcon
                message={t('rates.saved')}
                style={{ marginBottom: 16 }}
              />
            ) : null}
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('rates.save')}
            </Button>
            {row && row.updated_at > 0 ? (
              <p style={{ marginTop: 12, color: '#888' }}>
                {t('rates.updated', { at: formatUnixTime(row.updated_at) })}
              </p>
            ) : null}
          </Form>
        )}
      </Card>
      <Card style={{ maxWidth: 720, marginTop: 16 }}>
        <p style={{ margin: 0 }}>{t('rates.rule')}</p>
      </Card>
    </>
  );
}
