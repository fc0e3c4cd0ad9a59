import type { CodeBatch } from '@cloudmall/contract/devices';
import { Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonColumn } from '../../../components/actions-column';
import { CreateButton } from '../../../components/create-button';
import type { FilterField } from '../../../components/filter-bar';
import { PageHeader } from '../../../components/page-header';
import { selectFilter } from '../../../components/select-filter';
import { ServerTable } from '../../../components/server-table';
import { queryInt, useUrlQuery } from '../../../lib/url-query';
import { devicesAdminRoutes, useScriptOptions } from '../api/devices-api';
import { BatchCodesDrawer } from './batch-codes-drawer';
import { CreateBatchModal } from './create-batch-modal';
import { formatIso } from './format';

/** Admin → Activation codes: batches with their counts; a batch opens its codes (`?batch=<id>`). */
export default function CodesPage() {
  const { t } = useTranslation(['devices', 'common']);
  const [query, setQuery] = useUrlQuery();
  const [creating, setCreating] = useState(false);
  const scripts = useScriptOptions().data?.data ?? [];
  const batchId = queryInt(query, 'batch', 0) || undefined;

  const filters: FilterField[] = [
    selectFilter('kind', t('fields.kind'), ['cloud_phone', 'script'], (kind) => t(`kind.${kind}`)),
    {
      kind: 'select',
      name: 'script_id',
      label: t('fields.script'),
      options: scripts.map((s) => ({ value: String(s.id), label: s.name })),
    },
  ];
  const columns: TableColumnsType<CodeBatch> = [
    { title: t('fields.batch'), dataIndex: 'id', width: 80 },
    { title: t('fields.title'), dataIndex: 'title' },
    {
      title: t('fields.kind'),
      dataIndex: 'kind',
      render: (kind: string) => <Tag>{t(`kind.${kind}`)}</Tag>,
    },
    { title: t('fields.days'), dataIndex: 'days' },
    { title: t('fields.count'), dataIndex: 'count' },
    { title: t('state.bound'), dataIndex: 'used' },
    { title: t('state.unused'), dataIndex: 'unused' },
    { title: t('state.expired'), dataIndex: 'expired' },
    { title: t('fields.note'), dataIndex: 'note', ellipsis: true },
    { title: t('fields.createdAt'), dataIndex: 'created_at', render: formatIso },
    buttonColumn(t('codes.open'), (row) => setQuery({ batch: row.id })),
  ];

  return (
    <>
      <PageHeader
        title={t('codes.title')}
        subtitle={t('codes.subtitle')}
        extra={<CreateButton onClick={() => setCreating(true)}>{t('codes.create')}</CreateButton>}
      />
      <ServerTable route={devicesAdminRoutes.batches} columns={columns} filters={filters} />
      <CreateBatchModal open={creating} scripts={scripts} onClose={() => setCreating(false)} />
      <BatchCodesDrawer batchId={batchId} onClose={() => setQuery({ batch: undefined })} />
    </>
  );
}
