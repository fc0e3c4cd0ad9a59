import { reportRoutes } from '@cloudmall/contract/reports';
import { Card, Col, DatePicker, Row, Skeleton, Statistic } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { useConsoleQuery } from '../../../lib/query';
import { useUrlQuery } from '../../../lib/url-query';
import { reportTotals } from '../lib/report-totals';

const DailyChart = lazy(() => import('./daily-chart'));
const DAY = 'YYYY-MM-DD';

/** One total of the range: an amount of money (or a count), and a line under it. */
function Total(props: {
  title: string;
  minor?: string | number | bigint;
  count?: number;
  note?: string;
}) {
  const { minor } = props;
  return (
    <Col span={6}>
      <Card size="small">
        {minor === undefined ? (
          <Statistic title={props.title} value={props.count} />
        ) : (
          <Statistic title={props.title} valueRender={() => <Money minor={minor} />} />
        )}
        {props.note}
      </Card>
    </Col>
  );
}

/** Reports: per day sales, new members, deposits and withdrawals as charts, over a chosen range. */
export default function ReportsPage() {
  const { t, i18n } = useTranslation(['admin-money', 'common']);
  const [query, setQuery] = useUrlQuery();
  const to = query.to ?? dayjs().format(DAY);
  const from = query.from ?? dayjs(to).subtract(29, 'day').format(DAY);
  const report = useConsoleQuery(reportRoutes.daily, { from, to }, { keepPrevious: true });
  const days = useMemo(() => report.data?.days ?? [], [report.data]);
  const totals = reportTotals(days);
  const labels = useMemo(() => days.map((d) => d.day), [days]);
  const charts = useMemo(
    () => ({
      sales: [
        { label: t('reports.sales'), colour: '#fa541c', values: days.map((d) => Number(d.sales)) },
      ],
      members: [
        {
          label: t('reports.newMembers'),
          colour: '#1677ff',
          values: days.map((d) => d.new_members),
        },
      ],
      money: [
        {
          label: t('reports.deposits'),
          colour: '#52c41a',
          values: days.map((d) => Number(d.deposits)),
        },
        {
          label: t('reports.withdrawals'),
          colour: '#722ed1',
          values: days.map((d) => Number(d.withdrawals)),
        },
      ],
    }),
    [days, t],
  );

  const chart = (title: string, key: keyof typeof charts, money: boolean) => (
    <Card title={title} size="small">
      <Suspense fallback={<Skeleton active />}>
        <DailyChart
          days={labels}
          series={charts[key]}
          locale={i18n.language}
          money={money}
          dayTitle={t('reports.day')}
          testId={`chart-${key}`}
        />
      </Suspense>
    </Card>
  );

  return (
    <>
      <PageHeader
        title={t('reports.title')}
        subtitle={t('reports.subtitle')}
        extra={
          <DatePicker.RangePicker
            value={[dayjs(from), dayjs(to)]}
            allowClear={false}
            maxDate={dayjs()}
            onChange={(range) => {
              if (range?.[0] && range[1])
                setQuery({ from: range[0].format(DAY), to: range[1].format(DAY) });
            }}
          />
        }
      />
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Total
          title={t('reports.sales')}
          minor={totals.salesMinor}
          note={t('reports.orders', { count: totals.orders })}
        />
        <Total title={t('reports.newMembers')} count={totals.newMembers} />
        <Total
          title={t('reports.deposits')}
          minor={totals.depositsMinor}
          note={t('reports.count', { count: totals.depositCount })}
        />
        <Total
          title={t('reports.withdrawals')}
          minor={totals.withdrawalsMinor}
          note={t('reports.count', { count: totals.withdrawalCount })}
        />
      </Row>
      {report.isLoading ? (
        <Skeleton active />
      ) : (
        <Row gutter={[16, 16]}>
          <Col span={12}>{chart(t('reports.salesPerDay'), 'sales', true)}</Col>
          <Col span={12}>{chart(t('reports.membersPerDay'), 'members', false)}</Col>
          <Col span={24}>{chart(t('reports.moneyPerDay'), 'money', true)}</Col>
        </Row>
      )}
    </>
  );
}
