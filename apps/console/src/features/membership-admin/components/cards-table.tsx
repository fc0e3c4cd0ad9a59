import { WATER_CARD_STATES, type WaterCard } from '@cloudmall/contract/vip';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FilterField } from '../../../components/filter-bar';
import { selectFilter } from '../../../components/select-filter';
import { ServerTable } from '../../../components/server-table';
import { StateTag } from '../../../components/state-tag';
import { formatUnixTime } from '../../../lib/time';
import { distributorConsoleRoutes } from '../api/membership-api';

/** Water cards as a table: the admin's every card (by distributor) or a distributor's own. */
export function CardsTable({ own }: { own: boolean }) {
  const { t } = useTranslation('membership');
  const filters: FilterField[] = [
    selectFilter('state', t('cards.state'), WATER_CARD_STATES, (s) => t(`cards.states.${s}`)),
    ...(own
      ? []
      : [{ kind: 'text' as const, name: 'distributor_user_id', label: t('cards.distributorId') }]),
  ];
  const columns: TableColumnsType<WaterCard> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    { title: t('cards.code'), dataIndex: 'code', render: (code: string) => <code>{code}</code> },
    { title: t('cards.value'), dataIndex: 'value' },
    {
      title: t('cards.state'),
      dataIndex: 'state',
      render: (state: WaterCard['state']) => (
        <StateTag on={state === 'unused'}>{t(`cards.states.${state}`)}</StateTag>
      ),
    },
    ...(own
      ? []
      : [
          {
            title: t('cards.distributor'),
            render: (_: unknown, row: WaterCard) =>
              `${row.distributor_username} (#${row.distributor_user_id})`,
          },
        ]),
    {
      title: t('cards.redeemedBy'),
      render: (_, row) => (row.redeemed_by_user_id ? row.redeemed_by_username : '—'),
    },
    { title: t('cards.createdAt'), dataIndex: 'created_at', render: formatUnixTime },
    {
      title: t('cards.redeemedAt'),
      dataIndex: 'redeemed_at',
      render: (at: number) => (at ? formatUnixTime(at) : '—'),
    },
  ];
  return (
    <ServerTable
      route={own ? distributorConsoleRoutes.myCards : distributorConsoleRoutes.cards}
      columns={columns}
      filters={filters}
    />
  );
}
