import {
  COMMISSION_STATES,
  teamConsoleRoutes,
  type ConsoleCommission,
} from '@cloudmall/contract/team';
import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FilterField } from '../../../components/filter-bar';
import { PageHeader } from '../../../components/page-header';
import { selectFilter } from '../../../components/select-filter';
import { ServerTable } from '../../../components/server-table';
import { formatUnixTime } from '../../../lib/time';
import { percentOfBps } from '../rates';

/** Where a commission stands: reversed, released (spendable) or held until its date. */
function CommissionState({ row }: { row: ConsoleCommission }) {
  const { t } = useTranslation('team');
  if (row.state === 'reversed') return <Tag>{t('states.reversed')}</Tag>;
  if (row.released) return <Tag color="green">{t('states.released')}</Tag>;
  return <Tag color="orange">{t('states.held')}</Tag>;
}

/** Admin → Commissions: what completed orders paid inviters, filtered by member, order and state. */
export default function CommissionsPage() {
  const { t } = useTranslation(['team', 'common']);
  const filters: FilterField[] = [
    { kind: 'text', name: 'user_id', label: t('fields.beneficiaryId') },
    { kind: 'text', name: 'order_id', label: t('fields.orderId') },
    selectFilter('state', t('fields.state'), COMMISSION_STATES, (state) => t(`states.${state}`)),
  ];
  const columns: TableColumnsType<ConsoleCommission> = [
    { title: t('fields.id'), dataIndex: 'id', width: 70 },
    {
      title: t('fields.beneficiary'),
      render: (_, row) => `${row.beneficiary.username} (#${row.beneficiary.user_id})`,
    },
    {
      title: t('fields.buyer'),
      render: (_, row) => `${row.buyer.nickname} (#${row.buyer.user_id})`,
    },
    { title: t('fields.orderId'), dataIndex: 'order_id', width: 90 },
    {
      title: t('fields.level'),
      render: (_, row) => `${row.level} · ${percentOfBps(row.rate_bps)}%`,
      width: 100,
    },
    { title: t('fields.base'), dataIndex: 'base', align: 'right' },
    { title: t('fields.amount'), dataIndex: 'amount', align: 'right' },
    { title: t('fields.reversed'), dataIndex: 'reversed', align: 'right' },
    { title: t('fields.state'), render: (_, row) => <CommissionState row={row} /> },
    {
      title: t('fields.availableAt'),
      render: (_, row) => formatUnixTime(row.available_at),
    },
    { title: t('fields.createdAt'), render: (_, row) => formatUnixTime(row.created_at) },
  ];
  return (
    <>
      <PageHeader title={t('commissions.title')} subtitle={t('commissions.subtitle')} />
      <ServerTable route={teamConsoleRoutes.commissions} columns={columns} filters={filters} />
    </>
  );
}
