import {
  merchantGroupRoutes,
  type GroupActivity,
  type GroupTeamRow,
} from '@cloudmall/contract/orders';
import { Button, Segmented, Tag, message, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateButton } from '../../../components/create-button';
import { PageHeader } from '../../../components/page-header';
import { RowReasonModal } from '../../../components/row-reason-modal';
import { selectFilter } from '../../../components/select-filter';
import { ServerTable } from '../../../components/server-table';
import { StateTag } from '../../../components/state-tag';
import { useConsoleMutation } from '../../../lib/query';
import { useUrlQuery } from '../../../lib/url-query';
import { GroupFormModal } from './group-form-modal';

const time = (unix: number) => dayjs.unix(unix).format('YYYY-MM-DD HH:mm');
const TEAM_COLORS = {
  ready: 'default',
  start: 'processing',
  success: 'green',
  fail: 'red',
} as const;

/** Activities or teams (`?view=teams`), each paged and filtered on the server. */
export default function GroupsPage() {
  const { t } = useTranslation(['merchant-groups', 'common']);
  const [query, setQuery] = useUrlQuery();
  const view = query.view === 'teams' ? 'teams' : 'activities';
  const [creating, setCreating] = useState(false);
  const [ending, setEnding] = useState<GroupActivity | null>(null);
  const end = useConsoleMutation(merchantGroupRoutes.end, {
    invalidates: [merchantGroupRoutes.activities],
    onSuccess: () => void message.success(t('merchant-groups:ended')),
  });

  const activityColumns: TableColumnsType<GroupActivity> = [
    { title: t('merchant-groups:columns.goods'), dataIndex: 'title' },
    {
      title: t('merchant-groups:columns.team'),
      render: (_, a) => t('merchant-groups:people', { count: a.people_num }),
    },
    {
      title: t('merchant-groups:columns.price'),
      render: (_, a) => t('merchant-groups:percent', { n: a.group_percent }),
    },
    {
      title: t('merchant-groups:columns.duration'),
      render: (_, a) => t('merchant-groups:hours', { count: a.group_hours }),
    },
    {
      title: t('merchant-groups:columns.teams'),
      render: (_, a) =>
        t('merchant-groups:teamCounts', { open: a.open_teams, formed: a.formed_teams }),
    },
    {
      title: t('merchant-groups:columns.status'),
      dataIndex: 'status',
      render: (status: GroupActivity['status']) => (
        <StateTag on={status === 'normal'}>{t(`merchant-groups:status.${status}`)}</StateTag>
      ),
    },
    {
      title: t('merchant-groups:columns.action'),
      render: (_, a) =>
        a.status === 'normal' ? (
          <Button size="small" danger onClick={() => setEnding(a)}>
            {t('merchant-groups:end')}
          </Button>
        ) : null,
    },
  ];

  const teamColumns: TableColumnsType<GroupTeamRow> = [
    { title: t('merchant-groups:columns.groupNo'), dataIndex: 'group_no' },
    { title: t('merchant-groups:columns.goods'), dataIndex: 'title' },
    { title: t('merchant-groups:columns.leader'), dataIndex: 'leader' },
    {
      title: t('merchant-groups:columns.members'),
      render: (_, row) => `${row.join_num} / ${row.people_num}`,
    },
    {
      title: t('merchant-groups:columns.state'),
      dataIndex: 'state',
      render: (state: GroupTeamRow['state']) => (
        <Tag color={TEAM_COLORS[state]}>{t(`merchant-groups:teamState.${state}`)}</Tag>
      ),
    },
    { title: t('merchant-groups:columns.expires'), dataIndex: 'expiretime', render: time },
    { title: t('merchant-groups:columns.created'), dataIndex: 'createtime', render: time },
  ];

  return (
    <>
      <PageHeader
        title={t('merchant-groups:title')}
        subtitle={t('merchant-groups:subtitle')}
        extra={
          <CreateButton onClick={() => setCreating(true)}>
            {t('merchant-groups:create')}
          </CreateButton>
        }
      />
      <Segmented
        style={{ marginBottom: 16 }}
        value={view}
        onChange={(value) =>
          setQuery({
            view: value === 'teams' ? 'teams' : undefined,
            page: undefined,
            status: undefined,
            state: undefined,
          })
        }
        options={[
          { value: 'activities', label: t('merchant-groups:activities') },
          { value: 'teams', label: t('merchant-groups:teams') },
        ]}
      />
      {view === 'activities' ? (
        <ServerTable
          key="activities"
          route={merchantGroupRoutes.activities}
          columns={activityColumns}
          rowKey={(row) => row.goods_id}
          filters={[
            selectFilter(
              'status',
              t('merchant-groups:columns.status'),
              ['normal', 'ended'] as const,
              (s) => t(`merchant-groups:status.${s}`),
            ),
          ]}
        />
      ) : (
        <ServerTable
          key="teams"
          route={merchantGroupRoutes.teams}
          columns={teamColumns}
          filters={[
            selectFilter(
              'state',
              t('merchant-groups:columns.state'),
              ['ready', 'start', 'success', 'fail'] as const,
              (s) => t(`merchant-groups:teamState.${s}`),
            ),
          ]}
        />
      )}
      <GroupFormModal open={creating} onClose={() => setCreating(false)} />
      <RowReasonModal
        row={ending}
        danger
        title={t('merchant-groups:endTitle', { title: ending?.title ?? '' })}
        description={t('merchant-groups:endDescription')}
        onConfirm={(activity, reason) => end.mutateAsync({ goods_id: activity.goods_id, reason })}
        onClose={() => setEnding(null)}
      />
    </>
  );
}
