import { merchantDeskRoutes } from '@cloudmall/contract/merchant';
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
          <Figure
            testId="fig-today-orders"
            title={t('dashboard.todayOrders')}
            value={data.today_orders}
            link="merchant/orders"
          />
          <Figure
            testId="fig-today-sales"
            title={t('dashboard.todaySales')}
            value={data.today_sales}
          />
          <Figure
            testId="fig-to-ship"
            title={t('dashboard.toShip')}
            value={data.to_ship}
            link="merchant/orders?state=2"
          />
          <Figure
            testId="fig-refunds"
            title={t('dashboard.openRefunds')}
            value={data.open_refunds}
            link="merchant/refunds?state=0"
          />
          <Figure
            testId="fig-on-sale"
            title={t('dashboard.goodsOnSale')}
            value={data.goods_on_sale}
            link="merchant/goods"
          />
          <Figure testId="fig-settled" title={t('dashboard.settled')} value={data.settled} />
          <Figure testId="fig-pending" title={t('dashboard.pending')} value={data.pending} />
        </Row>
      )}
    </>
  );
}
