import { walletAdminRoutes, type AdjustResult } from '@cloudmall/contract/wallet';
import { Alert, App, Button, Card, Col, Descriptions, Form, Input, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { contractRules } from '../../../lib/form-rules';
import { useConsoleMutation, useConsoleQuery } from '../../../lib/query';
import { minorOf, useIdempotencyKey } from '../../../lib/money';

interface Values {
  amount: string;
  reason: string;
}

const schema = walletAdminRoutes.adjust.input;

/** A manual balance adjustment: find the member, a signed amount and a required reason; shows the new balance. */
export default function AdjustPage() {
  const { t } = useTranslation(['admin-money', 'common', 'errors']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [lookup, setLookup] = useState('');
  const [done, setDone] = useState<AdjustResult>();
  // One key per intended adjustment: a double click or a retry after a lost answer moves money once.
  const idempotencyKey = useIdempotencyKey();
  const member = useConsoleQuery(
    walletAdminRoutes.memberBalance,
    { member: lookup },
    { enabled: lookup !== '' },
  );
  const adjust = useConsoleMutation(walletAdminRoutes.adjust, {
    invalidates: [walletAdminRoutes.memberBalance],
  });
  const found = lookup ? member.data : undefined;

  const submit = async (values: Values) => {
    if (!found) return;
    const result = await adjust.mutateAsync({
      user_id: found.user_id,
      amount: values.amount.trim(),
      reason: values.reason.trim(),
      idempotency_key: idempotencyKey.key,
    });
    setDone(result);
    idempotencyKey.renew();
    form.resetFields();
    message.success(t('adjust.done'));
  };

  return (
    <>
      <PageHeader title={t('adjust.title')} subtitle={t('adjust.subtitle')} />
      <Row gutter={24}>
        <Col span={12}>
          <Card title={t('adjust.findMember')}>
            <Input.Search
              placeholder={t('adjust.memberHint')}
              enterButton={t('common:actions.search')}
              allowClear
              data-testid="adjust-member"
              onSearch={(value) => {
                setDone(undefined);
                setLookup(value.trim());
              }}
              loading={member.isFetching}
            />
            {found ? (
              <Descriptions column={1} style={{ marginTop: 16 }} bordered size="small">
                <Descriptions.Item label={t('adjust.member')}>
                  {found.username} (#{found.user_id}) {found.nickname}
                </Descriptions.Item>
                <Descriptions.Item label={t('adjust.balance')}>
                  <span data-testid="adjust-balance">
                    <Money minor={minorOf(found.balance)} />
                  </span>
                </Descriptions.Item>
              </Descriptions>
            ) : lookup && member.isError ? (
              <Alert style={{ marginTop: 16 }} type="warning" message={t('adjust.notFound')} />
            ) : null}
          </Card>
        </Col>
        <Col span={12}>
          <Card title={t('adjust.movement')}>
            <Form
              form={form}
              layout="vertical"
              disabled={!found}
              onFinish={(values) => void submit(values).catch(() => undefined)}
            >
              <Form.Item
                name="amount"
                label={t('adjust.amount')}
                extra={t('adjust.amountHint')}
                rules={contractRules(schema, 'amount', t, {
                  user_id: found?.user_id ?? 1,
                  idempotency_key: idempotencyKey.key,
                  reason: 'checked separately',
                })}
              >
                <Input inputMode="decimal" placeholder="-12.50" data-testid="adjust-amount" />
              </Form.Item>
              <Form.Item
                name="reason"
                label={t('common:reason.label')}
                rules={contractRules(schema, 'reason', t, {
                  user_id: found?.user_id ?? 1,
                  idempotency_key: idempotencyKey.key,
                  amount: '1',
                })}
              >
                <Input.TextArea
                  rows={3}
                  maxLength={200}
                  placeholder={t('common:reason.placeholder')}
                  data-testid="adjust-reason"
                />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={adjust.isPending}>
                {t('adjust.submit')}
              </Button>
            </Form>
            {done ? (
              <Alert
                style={{ marginTop: 16 }}
                type="success"
                data-testid="adjust-result"
                message={t('adjust.result', { id: done.transaction_id })}
                description={
                  <Typography.Text>
                    <Money minor={minorOf(done.before)} /> → <Money minor={minorOf(done.after)} /> (
                    <Money minor={minorOf(done.amount)} />)
                  </Typography.Text>
                }
              />
            ) : null}
          </Card>
        </Col>
      </Row>
    </>
  );
}
