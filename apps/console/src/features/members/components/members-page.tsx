import { MEMBER_STATUSES, type MemberRow } from '@cloudmall/contract/access';
import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { buttonColumn } from '../../../components/actions-column';
import type { FilterField } from '../../../components/filter-bar';
import { PageHeader } from '../../../components/page-header';
import { selectFilter } from '../../../components/select-filter';
import { ServerTable } from '../../../components/server-table';
import { CONSOLE_ROLES } from '../../../lib/roles';
import { formatUnixTime } from '../../../lib/time';
import { queryInt, useUrlQuery } from '../../../lib/url-query';
import { consoleMembersRoutes } from '../api/members-api';
import { MemberDrawer } from './member-drawer';
import { RoleTags, StatusTag } from './member-tags';

/** Admin → Members: search and filter on the server; a row opens the member (`?member=<id>`). */
export default function MembersPage() {
  const { t } = useTranslation(['members', 'common']);
  const [query, setQuery] = useUrlQuery();
  const openId = queryInt(query, 'member', 0) || undefined;
  const open = (row: MemberRow) => setQuery({ member: row.id });

  const filters: FilterField[] = [
    { kind: 'text', name: 'q', label: t('filters.q'), placeholder: t('filters.qPlaceholder') },
    selectFilter('status', t('fields.status'), MEMBER_STATUSES, (status) => t(`status.${status}`)),
    selectFilter('role', t('fields.roles'), CONSOLE_ROLES, (role) => t(`common:roles.${role}`)),
  ];
  const columns: TableColumnsType<MemberRow> = [
    { title: t('fields.id'), dataIndex: 'id', width: 80 },
    { title: t('fields.username'), dataIndex: 'username' },
    { title: t('fields.nickname'), dataIndex: 'nickname' },
    { title: t('fields.mobile'), dataIndex: 'mobile' },
    {
      title: t('fields.status'),
      dataIndex: 'status',
      render: (_, row) => <StatusTag status={row.status} />,
    },
    {
      title: t('fields.roles'),
      dataIndex: 'roles',
      render: (_, row) =>
        row.roles.length ? <RoleTags roles={row.roles} /> : <Tag>{t('noRoles')}</Tag>,
    },
    {
      title: t('fields.createdAt'),
      dataIndex: 'created_at',
      render: (_, row) => formatUnixTime(row.created_at),
    },
    {
      title: t('fields.lastLoginAt'),
      dataIndex: 'last_login_at',
      render: (_, row) => formatUnixTime(row.last_login_at),
    },
    buttonColumn(t('common:actions.view'), open),
  ];

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <ServerTable
        route={consoleMembersRoutes.list}
        columns={columns}
        filters={filters}
        onRowClick={open}
      />
      <MemberDrawer userId={openId} onClose={() => setQuery({ member: undefined })} />
    </>
  );
}
