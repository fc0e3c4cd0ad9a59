import type { ConsoleScript } from '@cloudmall/contract/devices';
import { Space, Switch, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonColumn } from '../../../components/actions-column';
import { CreateButton } from '../../../components/create-button';
import type { FilterField } from '../../../components/filter-bar';
import { PageHeader } from '../../../components/page-header';
import { RowReasonModal } from '../../../components/row-reason-modal';
import { selectFilter } from '../../../components/select-filter';
import { ServerTable } from '../../../components/server-table';
import { devicesAdminRoutes, useEnableScript } from '../api/devices-api';
import { formatIso } from './format';
import { OffersTable } from './offers-table';
import { ScriptEditor } from './script-editor';

/** Admin → Scripts: names in four languages, the goods that sell them, enable or disable. */
export default function ScriptsPage() {
  const { t } = useTranslation(['devices', 'common']);
  const [editing, setEditing] = useState<ConsoleScript | 'new' | undefined>();
  const [toggling, setToggling] = useState<ConsoleScript | undefined>();
  const enable = useEnableScript();

  const filters: FilterField[] = [
    { kind: 'text', name: 'keyword', label: t('fields.name') },
    selectFilter('enabled', t('fields.enabled'), ['1', '0'], (v) =>
      t(v === '1' ? 'enabled.on' : 'enabled.off'),
    ),
  ];
  const columns: TableColumnsType<ConsoleScript> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    {
      title: t('fields.name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <Tooltip title={Object.values(row.names).join(' · ')}>
          <span>{name}</span>
        </Tooltip>
      ),
    },
    {
      title: t('fields.offers'),
      key: 'offers',
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          {row.offers.length === 0 ? '—' : null}
          {row.offers.map((offer) => (
            <span key={offer.id}>
              {offer.goods_title ?? `#${offer.goods_id}`} · {t('offers.days', { days: offer.days })}
              {offer.price ? ` · ${offer.price}` : ''}
            </span>
          ))}
        </Space>
      ),
    },
    { title: t('fields.devices'), dataIndex: 'devices' },
    {
      title: t('fields.enabled'),
      dataIndex: 'enabled',
      render: (on: boolean, row) => (
        <Switch checked={on} onChange={() => setToggling(row)} aria-label={t('fields.enabled')} />
      ),
    },
    { title: t('fields.updatedAt'), dataIndex: 'updated_at', render: formatIso },
    buttonColumn(t('actions.edit'), (row) => setEditing(row)),
  ];

  return (
    <>
      <PageHeader
        title={t('scripts.title')}
        subtitle={t('scripts.subtitle')}
        extra={<CreateButton onClick={() => setEditing('new')}>{t('scripts.create')}</CreateButton>}
      />
      <ServerTable route={devicesAdminRoutes.scripts} columns={columns} filters={filters} />
      <OffersTable />
      <ScriptEditor script={editing} onClose={() => setEditing(undefined)} />
      <RowReasonModal
        row={toggling}
        danger={toggling?.enabled}
        title={
          toggling
            ? t(toggling.enabled ? 'scripts.disable' : 'scripts.enable', { name: toggling.name })
            : ''
        }
        description={toggling?.enabled ? t('scripts.disableHint') : undefined}
        onConfirm={(script, reason) =>
          enable.mutateAsync({ id: script.id, enabled: !script.enabled, reason })
        }
        onClose={() => setToggling(undefined)}
      />
    </>
  );
}
