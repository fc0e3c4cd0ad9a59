import { NETWORKS, walletAdminRoutes } from '@cloudmall/contract/wallet';
import { Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money';
import { selectFilter } from '../../../components/select-filter';
import { ServerTable, type PageRow } from '../../../components/server-table';
import { minorOf } from '../../../lib/money';
import { dateTimeColumn } from './table-columns';

type Row = PageRow<typeof walletAdminRoutes.deposits>;

/** Credited deposits, newest first, by network, member or hash. */
export function CreditedDepositsTab() {
  const { t, i18n } = useTranslation(['admin-money', 'common']);
  const columns: TableColumnsType<Row> = [
    { title: t('deposits.network'), dataIndex: 'network', width: 90 },
    {
      title: t('deposits.hash'),
      key: 'hash',
      render: (_, row) => (
        <Typography.Text code ellipsis style={{ maxWidth: 260 }} title={row.tx_hash}>
          {row.tx_hash}#{row.log_index}
        </Typography.Text>
      ),
    },
    {
      title: t('deposits.member'),
      key: 'member',
      render: (_, r) => `${r.username} (#${r.user_id})`,
    },
    { title: 'USDT', dataIndex: 'usdt_amount', align: 'right' },
    {
      title: t('deposits.credited'),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: string) => <Money minor={minorOf(amount)} />,
    },
    {
      title: t('deposits.source'),
      dataIndex: 'source',
      render: (source: string) => (
        <Tag color={source === 'admin' ? 'purple' : 'cyan'}>
          {t(`deposits.sources.${source}`, { defaultValue: source })}
        </Tag>
      ),
    },
    dateTimeColumn(t('deposits.time'), 'createtime', i18n.language),
  ];
  return (
    <ServerTable
      route={walletAdminRoutes.deposits}
      columns={columns}
      filters={[
        selectFilter('network', t('deposits.network'), NETWORKS, (network) => network),
        { kind: 'text', name: 'member', label: t('deposits.member') },
        { kind: 'text', name: 'tx_hash', label: t('deposits.hash') },
      ]}
    />
  );
}
