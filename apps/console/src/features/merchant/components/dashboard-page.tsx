import { merchantDeskRoutes, type MerchantDashboard } from '@cloudmall/contract/merchant';
import { Button, Card, Col, Row, Skeleton, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useConsoleQuery } from '../../../lib/query';
import { useMerchantLive } from '../api/use-merchant-live';

function Figure(props: { title: ReactNode; value: ReactNode; link?: string; testId: string }) {
  const { t } = useTranslation('merchant');
  const navigate = useNavigate();
  return (
    <Col xs={24} sm={12} lg={6}>
      <Card
        data-testid={props.testId}
        actions={
          props.link
            ? [
                <Button key="open" type="link" onClick={() => void navigate(`/${props.link}`)}>
                  {t('dashboard.open')}
                </Button>,
              ]
            : undefined
        }
      >
        <Statistic title={props.title} value={props.value as string} />
      </Card>
    </Col>
  );
}

/** The dashboard's figures in their order: the field shown, its title and the list it opens. */
const FIGURES: {
  field: Exclude<keyof MerchantDashboard, 'shop'>;
  testId: string;
  title: string;
  link?: string;
}[] = [
  {
    field: 'today_orders',
    testId: 'fig-today-orders',
    title: 'dashboard.todayOrders',
    link: 'merchant/orders',
  },
  { field: 'today_sales', testId: 'fig-today-sales', title: 'dashboard.todaySales' },
  {
    field: 'to_ship',
    testId: 'fig-to-ship',
    title: 'dashboard.toShip',
    link: 'merchant/orders?state=2',
  },
  {
    field: 'open_refunds',
    testId: 'fig-refunds',
    title: 'dashboard.openRefunds',
    link: 'merchant/refunds?state=0',
  },
  {
    field: 'goods_on_sale',
    testId: 'fig-on-sale',
    title: 'dashboard.goodsOnSale',
    link: 'merchant/goods',
  },
  { field: 'settled', testId: 'fig-settled', title: 'dashboard.settled' },
  { field: 'pending', testId: 'fig-pending', title: 'dashboard.pending' },
];

/** The merchant's dashboard: today's orders and sales, what waits (ship, refunds), and money. */
export default function DashboardPage() {
  const { t } = useTranslation('merchant');
  useMerchantLive();
  const { data } = useConsoleQuery(merchantDeskRoutes.dashboard, {});
  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        subtitle={data ? t('dashboard.subtitle', { shop: data.shop.shopname }) : undefined}
      />
      {!data ? (
        <Skeleton active />
      ) : (
        <Row gutter={[16, 16]}>
          {FIGURES.map((figure) => (
            <Figure
              key={figure.field}
              testId={figure.testId}
              title={t(figure.title)}
              value={data[figure.field]}
              link={figure.link}
            />
          ))}
        </Row>
      )}
    </>
  );
}
