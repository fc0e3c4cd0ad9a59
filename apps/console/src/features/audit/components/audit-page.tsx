import { AUDIT_ACTIONS, type AuditEntry } from '@cloudmall/contract/access';
import { Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FilterField } from '../../../components/filter-bar';
import { PageHeader } from '../../../components/page-header';
import { selectFilter } from '../../../components/select-filter';
import { ServerTable } from '../../../components/server-table';
import { formatUnixTime } from '../../../lib/time';
import { auditInput, consoleAuditRoutes } from '../api/audit-api';
import { AuditChange } from './audit-change';

/** The action's name in the language when known (`member.freeze` → "Freeze member"), else its code. */
function useActionName() {
  const { t, i18n } = useTranslation('audit');
  return (action: string) =>
    typeof i18n.getResource(i18n.language, 'audit', `actionNames.${action}`) === 'string'
      ? t(`actionNames.${action}`)
      : action;
}

/** Admin → Audit log: who did what to which target, why, and what changed; filtered on the server. */
export default function AuditPage() {
  const { t } = useTranslation(['audit', 'common']);
  const actionName = useActionName();
  const filters: FilterField[] = [
    {
      kind: 'text',
      name: 'actor_id',
      label: t('filters.actor'),
      placeholder: t('filters.actorPlaceholder'),
    },
    selectFilter('action', t('filters.action'), AUDIT_ACTIONS, actionName),
    { kind: 'text', name: 'target_type', label: t('filters.targetType'), placeholder: 'user' },
    { kind: 'text', name: 'target_id', label: t('filters.targetId') },
    { kind: 'dateRange', names: ['from', 'to'], label: t('filters.dates') },
  ];
  const columns: TableColumnsType<AuditEntry> = [
    {
      title: t('fields.time'),
      dataIndex: 'created_at',
      width: 150,
      render: (_, row) => formatUnixTime(row.created_at),
    },
    {
      title: t('fields.actor'),
      dataIndex: 'actor_username',
      render: (_, row) =>
        row.actor_id > 0 ? `${row.actor_username} (#${row.actor_id})` : t('system'),
    },
    {
      title: t('fields.action'),
      dataIndex: 'action',
      render: (_, row) => <Tag title={row.action}>{actionName(row.action)}</Tag>,
    },
    {
      title: t('fields.target'),
      key: 'target',
      render: (_, row) =>
        row.target_type === 'user' && row.target_id ? (
          <Link
            to={`/admin/members?member=${row.target_id}`}
          >{`${row.target_type}:${row.target_id}`}</Link>
        ) : (
          <Typography.Text>
            {row.target_type ? `${row.target_type}:${row.target_id}` : row.target}
          </Typography.Text>
        ),
    },
    { title: t('fields.reason'), dataIndex: 'reason', ellipsis: true },
  ];

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <ServerTable
        route={consoleAuditRoutes.list}
        columns={columns}
        filters={filters}
        toInput={auditInput}
        expandable={{ expandedRowRender: (row) => <AuditChange entry={row} /> }}
      />
    </>
  );
}
