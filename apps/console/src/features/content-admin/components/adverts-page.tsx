import {
  ADVERT_MODULES,
  consoleContentRoutes,
  type AdvertRow,
} from '@cloudmall/contract/console-content';
import { Image, Space, Switch, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateButton } from '../../../components/create-button';
import { editDeleteColumn } from '../../../components/edit-delete-actions';
import { PageHeader } from '../../../components/page-header';
import { RowReasonModal } from '../../../components/row-reason-modal';
import { selectFilter, yesNoFilter } from '../../../components/select-filter';
import { ServerTable } from '../../../components/server-table';
import { useConsoleMutation } from '../../../lib/query';
import { AdvertForm } from './advert-form';

type Pending = { kind: 'toggle' | 'delete'; advert: AdvertRow };

/** Adverts by position (module) and order; create, edit, switch on or off, delete, each with a reason. */
export default function AdvertsPage() {
  const { t } = useTranslation(['content-admin', 'common']);
  const [editing, setEditing] = useState<AdvertRow | 'new'>();
  const [pending, setPending] = useState<Pending>();
  const save = useConsoleMutation(consoleContentRoutes.saveAdvert, {
    invalidates: [consoleContentRoutes.adverts],
  });
  const remove = useConsoleMutation(consoleContentRoutes.deleteAdvert, {
    invalidates: [consoleContentRoutes.adverts],
  });

  return (
    <>
      <PageHeader
        title={t('adverts.title')}
        subtitle={t('adverts.subtitle')}
        extra={
          <CreateButton onClick={() => setEditing('new')} testId="advert-create">
            {t('adverts.create')}
          </CreateButton>
        }
      />
      <ServerTable
        route={consoleContentRoutes.adverts}
        filters={[
          selectFilter('module', t('adverts.module'), ADVERT_MODULES, (value) =>
            t(`adverts.modules.${value}`),
          ),
          yesNoFilter('active', t('adverts.active'), t('adverts.on'), t('adverts.off')),
        ]}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          {
            title: t('adverts.media'),
            dataIndex: 'media',
            width: 120,
            render: (media: string) => (
              <Image src={media} width={96} height={48} style={{ objectFit: 'cover' }} />
            ),
          },
          {
            title: t('adverts.module'),
            dataIndex: 'module',
            render: (value: string, row) => (
              <Space>
                <Tag color="orange">{t(`adverts.modules.${value}`)}</Tag>
                {row.category_id ? <Tag>#{row.category_id}</Tag> : null}
              </Space>
            ),
          },
          {
            title: t('adverts.type'),
            dataIndex: 'type',
            render: (v: string) => t(`adverts.types.${v}`),
          },
          { title: t('adverts.url'), dataIndex: 'url', ellipsis: true },
          { title: t('adverts.weigh'), dataIndex: 'weigh', width: 90 },
          {
            title: t('adverts.active'),
            dataIndex: 'active',
            // wide enough for the longest header ("Gösteriliyor") on one line
            width: 120,
            render: (active: boolean, row) => (
              <Switch
                checked={active}
                onChange={() => setPending({ kind: 'toggle', advert: row })}
                data-testid={`advert-active-${row.id}`}
              />
            ),
          },
          editDeleteColumn<AdvertRow>(
            (row) => setEditing(row),
            (row) => setPending({ kind: 'delete', advert: row }),
            { testIdPrefix: 'advert' },
          ),
        ]}
      />
      {editing ? (
        <AdvertForm
          open
          advert={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      <RowReasonModal
        row={pending}
        danger={pending?.kind === 'delete'}
        title={
          pending?.kind === 'delete'
            ? t('adverts.deleteTitle')
            : pending?.advert.active
              ? t('adverts.turnOff')
              : t('adverts.turnOn')
        }
        onConfirm={({ kind, advert }, reason) =>
          kind === 'delete'
            ? remove.mutateAsync({ id: advert.id, reason })
            : save.mutateAsync({ ...advert, active: !advert.active, reason })
        }
        onClose={() => setPending(undefined)}
      />
    </>
  );
}
