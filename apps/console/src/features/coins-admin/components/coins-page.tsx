import { coinConsoleRoutes, coinRoutes } from '@cloudmall/contract/coins';
import { Alert, Button, Card, DatePicker, Descriptions, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useConsoleMutation, useConsoleQuery } from '../../../lib/query';
import { formatUnixTime } from '../../../lib/time';

type Values = { price: string; at: Dayjs };

/** Admin → Coin prices: a coin's latest figures over 3 days, and a price point added by hand (audited). */
export default function CoinsPage() {
  const { t } = useTranslation(['coins', 'common']);
  const coins = useConsoleQuery(coinRoutes.lists, {}).data?.data ?? [];
  const [picked, setPicked] = useState<number | undefined>();
  const coinId = picked ?? coins[0]?.id;
  const prices = useConsoleQuery(
    coinRoutes.prices,
    { coin_id: coinId ?? 0, days: 3 },
    { enabled: coinId !== undefined },
  );
  const add = useConsoleMutation(coinConsoleRoutes.addPrices, {
    invalidates: [coinRoutes.prices, coinRoutes.lists],
  });
  const [form] = Form.useForm<Values>();
  const [added, setAdded] = useState<number | undefined>();
  const p = prices.data;

  const submit = async (values: Values) => {
    if (!coinId) return;
    const result = await add.mutateAsync({
      coin_id: coinId,
      points: [{ at: values.at.unix(), price: values.price.trim() }],
    });
    setAdded(result.added);
    form.resetFields(['price']);
  };

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Card style={{ maxWidth: 860 }}>
        <Select
          style={{ width: 240, marginBottom: 16 }}
          value={coinId}
          onChange={setPicked}
          options={coins.map((c) => ({ value: c.id, label: `${c.symbol} · ${c.name}` }))}
          aria-label={t('coin')}
        />
        {p ? (
          <Descriptions size="small" bordered column={3} style={{ marginBottom: 24 }}>
            <Descriptions.Item label={t('last')}>{p.last ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('high')}>{p.high ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('low')}>{p.low ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('open')}>{p.open ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('change')}>{p.change ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('points')}>{p.points.length}</Descriptions.Item>
            <Descriptions.Item label={t('to')} span={3}>
              {formatUnixTime(p.to)} ({p.coin.unit})
            </Descriptions.Item>
          </Descriptions>
        ) : null}
        {added !== undefined ? (
          <Alert
            type={added > 0 ? 'success' : 'info'}
            showIcon
            message={t(added > 0 ? 'added' : 'kept')}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <Form
          form={form}
          layout="inline"
          initialValues={{ at: dayjs() }}
          onFinish={(values) => void submit(values).catch(() => undefined)}
        >
          <Form.Item
            name="price"
            label={t('price')}
            rules={[
              { required: true, whitespace: true, message: t('errors:required') },
              { pattern: /^\d{1,12}(\.\d{1,8})?$/, message: t('errors:invalid_amount') },
            ]}
          >
            <Input inputMode="decimal" style={{ width: 160 }} />
          </Form.Item>
          <Form.Item
            name="at"
            label={t('at')}
            rules={[{ required: true, message: t('errors:required') }]}
          >
            <DatePicker showTime />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={add.isPending} disabled={!coinId}>
            {t('add')}
          </Button>
        </Form>
      </Card>
    </>
  );
}
