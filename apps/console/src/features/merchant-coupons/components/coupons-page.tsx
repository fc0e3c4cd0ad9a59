import { merchantCouponRoutes, type MerchantCoupon } from '@cloudmall/contract/orders';
import { Button, Space, Tag, Typography, message, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateButton } from '../../../components/create-button';
import type { FilterField } from '../../../components/filter-bar';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { RowReasonModal } from '../../../components/row-reason-modal';
import { selectFilter } from '../../../components/select-filter';
import { ServerTable } from '../../../components/server-table';
import { StateTag } from '../../../components/state-tag';
import { useConsoleMutation } from '../../../lib/query';
import { CouponFormModal } from './coupon-form-modal';

const minorOf = (money: string) => money.replace('.', '');
const day = (unix: number) => dayjs.unix(unix).format('YYYY-MM-DD');

/** The shop's coupons, filtered on the server; create, edit (terms lock once claimed), end with a reason. */
export default function CouponsPage() {
  const { t } = useTranslation(['merchant-coupons', 'common']);
  const [editing, setEditing] = useState<MerchantCoupon | 'new' | null>(null);
  const [ending, setEnding] = useState<MerchantCoupon | null>(null);
  const end = useConsoleMutation(merchantCouponRoutes.end, {
    invalidates: [merchantCouponRoutes.list],
    onSuccess: () => void message.success(t('merchant-coupons:ended')),
  });

  const filters: FilterField[] = [
    { kind: 'text', name: 'name', label: t('merchant-coupons:fields.name') },
    selectFilter('state', t('merchant-coupons:columns.state'), ['active', 'ended'], (s) =>
      t(`merchant-coupons:state.${s}`),
    ),
    selectFilter(
      'type',
      t('merchant-coupons:fields.type'),
      ['reduction', 'discount', 'shipping'],
      (type) => t(`merchant-coupons:type.${type}`),
    ),
  ];

  const columns: TableColumnsType<MerchantCoupon> = [
    { title: t('merchant-coupons:fields.name'), dataIndex: 'name' },
    {
      title: t('merchant-coupons:columns.terms'),
      render: (_, c) => (
        <Space direction="vertical" size={0}>
          <span>
            <Tag>{t(`merchant-coupons:type.${c.type}`)}</Tag>
            {c.type === 'reduction' ? <Money minor={minorOf(c.price)} /> : null}
            {c.type === 'discount' ? t('merchant-coupons:payPercent', { n: c.discount }) : null}
          </span>
          <Typography.Text type="secondary">
            {c.limit === '0.00' ? (
              t('merchant-coupons:noThreshold')
            ) : (
              <>
                {t('merchant-coupons:threshold')} <Money minor={minorOf(c.limit)} />
              </>
            )}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('merchant-coupons:columns.validity'),
      render: (_, c) =>
        c.pre_type === 'fixed'
          ? `${day(c.startdate)} ~ ${day(c.enddate)}`
          : t('merchant-coupons:daysAfterClaim', { count: c.validity }),
    },
    {
      title: t('merchant-coupons:columns.claimed'),
      render: (_, c) => (
        <span data-testid={`claimed-${c.id}`}>
          {c.granted} / {c.grant === -1 ? '∞' : c.grant}
        </span>
      ),
    },
    { title: t('merchant-coupons:columns.used'), dataIndex: 'used' },
    {
      title: t('merchant-coupons:columns.state'),
      dataIndex: 'state',
      render: (state: MerchantCoupon['state']) => (
        <StateTag on={state === 'active'}>{t(`merchant-coupons:state.${state}`)}</StateTag>
      ),
    },
    {
      title: t('merchant-coupons:columns.action'),
      render: (_, c) => (
        <Space>
          <Button size="small" onClick={() => setEditing(c)}>
            {t('merchant-coupons:edit')}
          </Button>
          {c.state === 'active' ? (
            <Button size="small" danger onClick={() => setEnding(c)}>
              {t('merchant-coupons:end')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('merchant-coupons:title')}
        subtitle={t('merchant-coupons:subtitle')}
        extra={
          <CreateButton onClick={() => setEditing('new')}>
            {t('merchant-coupons:create')}
          </CreateButton>
        }
      />
      <ServerTable route={merchantCouponRoutes.list} columns={columns} filters={filters} />
      <CouponFormModal coupon={editing} onClose={() => setEditing(null)} />
      <RowReasonModal
        row={ending}
        danger
        title={t('merchant-coupons:endTitle', { name: ending?.name ?? '' })}
        description={t('merchant-coupons:endDescription')}
        onConfirm={(coupon, reason) => end.mutateAsync({ id: coupon.id, reason })}
        onClose={() => setEnding(null)}
      />
    </>
  );
}
