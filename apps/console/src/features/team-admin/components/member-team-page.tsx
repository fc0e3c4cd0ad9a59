import { teamConsoleRoutes, type TeamMember } from '@cloudmall/contract/team';
import {
  Alert,
  Card,
  Descriptions,
  Empty,
  Input,
  Segmented,
  Table,
  type TableColumnsType,
} from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useConsoleQuery } from '../../../lib/query';
import { formatUnixTime } from '../../../lib/time';
import { queryInt, useUrlQuery } from '../../../lib/url-query';

const PAGE_SIZE = 20;

/** Admin → Member team: a member's inviter, counts over three levels and level 1 or 2 members. */
export default function MemberTeamPage() {
  const { t } = useTranslation(['team', 'common']);
  const [query, setQuery] = useUrlQuery();
  const userId = queryInt(query, 'user_id', 0);
  const level = queryInt(query, 'level', 1) === 2 ? 2 : 1;
  const page = queryInt(query, 'page', 1);
  const team = useConsoleQuery(
    teamConsoleRoutes.team,
    { user_id: userId, level, page, list_rows: PAGE_SIZE },
    { enabled: userId > 0, keepPrevious: true },
  );
  const data = team.data;
  const overview = data?.overview;
  const inviter = overview?.inviter;
  // Each fact of the overview, '…' while it loads.
  const facts: [string, ReactNode][] = [
    ['code', overview?.invite_code],
    [
      'inviter',
      overview &&
        (inviter ? `${inviter.nickname} (#${inviter.user_id})` : t('memberTeam.noInviter')),
    ],
    ['contribution', overview?.contribution],
    ['level1', overview?.level1],
    ['level2', overview?.level2],
    ['total', overview?.total],
  ];
  const columns: TableColumnsType<TeamMember> = [
    { title: t('fields.id'), dataIndex: 'user_id', width: 80 },
    { title: t('fields.nickname'), dataIndex: 'nickname' },
    { title: t('fields.joinedAt'), render: (_, row) => formatUnixTime(row.joined_at) },
    { title: t('fields.invited'), dataIndex: 'invited', align: 'right' },
    { title: t('fields.contribution'), dataIndex: 'contribution', align: 'right' },
  ];
  return (
    <>
      <PageHeader title={t('memberTeam.title')} subtitle={t('memberTeam.subtitle')} />
      <Card>
        <Input.Search
          key={userId}
          defaultValue={userId > 0 ? String(userId) : ''}
          placeholder={t('memberTeam.search')}
          aria-label={t('memberTeam.search')}
          inputMode="numeric"
          allowClear
          enterButton
          style={{ maxWidth: 320, marginBottom: 16 }}
          onSearch={(value) => {
            const id = Number(value.trim());
            setQuery({ user_id: Number.isInteger(id) && id > 0 ? id : undefined, page: undefined });
          }}
        />
        {userId <= 0 ? (
          <Empty description={t('memberTeam.pick')} />
        ) : team.isError ? (
          <Alert type="error" showIcon message={team.error.text || t('common:layout.loadFailed')} />
        ) : (
          <>
            <Descriptions
              size="small"
              bordered
              column={3}
              style={{ marginBottom: 16 }}
              items={facts.map(([name, value]) => ({
                key: name,
                label: t(`memberTeam.${name}`),
                children: value ?? '…',
              }))}
            />
            <Segmented
              value={level}
              onChange={(value) =>
                setQuery({ level: value === 2 ? 2 : undefined, page: undefined })
              }
              options={[
                { value: 1, label: t('memberTeam.level1') },
                { value: 2, label: t('memberTeam.level2') },
              ]}
              style={{ marginBottom: 12 }}
            />
            <Table
              rowKey="user_id"
              loading={team.isFetching}
              columns={columns}
              dataSource={data?.members.data ?? []}
              pagination={{
                current: page,
                pageSize: PAGE_SIZE,
                total: data?.members.total ?? 0,
                showSizeChanger: false,
                onChange: (next) => setQuery({ page: next > 1 ? next : undefined }),
              }}
            />
          </>
        )}
      </Card>
    </>
  );
}
