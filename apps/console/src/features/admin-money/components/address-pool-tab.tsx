import type { RouteInput } from '@cloudmall/contract';
import { NETWORKS, walletAdminRoutes } from '@cloudmall/contract/wallet';
import { Card, Col, Row, Statistic, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { selectFilter } from '../../../components/select-filter';
import { ServerTable, type PageRow } from '../../../components/server-table';
import { useConsoleQuery } from '../../../lib/query';
import { dateTimeColumn } from './table-columns';

type Row = PageRow<typeof walletAdminRoutes.addresses>;

/** The pool's counts per network and its addresses (all, or only those awaiting a deposit). */
export function AddressPoolTab({ awaiting = false }: { awaiting?: boolean }) {
  const { t, i18n } = useTranslation(['admin-money', 'common']);
  const counts = useConsoleQuery(walletAdminRoutes.addressCounts, {});
  const columns: TableColumnsType<Row> = [
    { title: t('deposits.network'), dataIndex: 'network', width: 100 },
    {
      title: t('deposits.address'),
      dataIndex: 'address',
      render: (address: string) => <Typography.Text code>{address}</Typography.Text>,
    },
    {
      title: t('deposits.state'),
      key: 'state',
      render: (_, row) =>
        row.assigned ? (
          <Tag color="blue">{t('deposits.states.assigned')}</Tag>
        ) : (
          <Tag>{t('deposits.states.free')}</Tag>
        ),
    },
    {
      title: t('deposits.holder'),
      key: 'holder',
      render: (_, row) => (row.assigned ? `${row.username} (#${row.user_id})` : '—'),
    },
    dateTimeColumn(t('deposits.expires'), 'expires_at', i18n.language),
  ];
  return (
    <>
      <Row gutter={16} style={{ marginBottom: 16 }}>
        {(counts.data ?? []).map((count) => (
          <Col key={count.network} span={8}>
            <Card size="small" title={count.network} data-testid={`pool-${count.network}`}>
              <Row>
                <Col span={8}>
                  <Statistic title={t('deposits.total')} value={count.total} />
                </Col>
                <Col span={8}>
                  <Statistic title={t('deposits.states.free')} value={count.free} />
                </Col>
                <Col span={8}>
                  <Statistic title={t('deposits.states.assigned')} value={count.assigned} />
                </Col>
              </Row>
            </Card>
          </Col>
        ))}
      </Row>
      <ServerTable
        route={walletAdminRoutes.addresses}
        columns={columns}
        filters={[
          selectFilter('network', t('deposits.network'), NETWORKS, (network) => network),
          ...(awaiting
            ? []
            : [
                selectFilter('state', t('deposits.state'), ['free', 'assigned'], (state) =>
                  t(`deposits.states.${state}`),
                ),
              ]),
          { kind: 'text', name: 'q', label: t('deposits.address') },
        ]}
        toInput={(query, paging) =>
          ({
            ...paging,
            ...(query.network ? { network: query.network } : {}),
            ...(query.q ? { q: query.q } : {}),
            state: awaiting ? 'assigned' : (query.state ?? 'all'),
          }) as RouteInput<typeof walletAdminRoutes.addresses>
        }
      />
    </>
  );
}
