import type { Advertiser } from '@cloudmall/contract/campaigns';
import { Input, InputNumber, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractField } from '../../../components/contract-field';
import { CreateButton } from '../../../components/create-button';
import type { FilterField } from '../../../components/filter-bar';
import { FormModal, useFormModal } from '../../../components/form-modal';
import { PageHeader } from '../../../components/page-header';
import { ServerTable } from '../../../components/server-table';
import { formatUnixTime } from '../../../lib/time';
import { campaignConsoleRoutes, useAddAdvertiser } from '../api/campaigns-api';

const Field = contractField(campaignConsoleRoutes.addAdvertiser.input);

/** Admin → Advertisers: who runs campaigns; making one grants the advertiser role (audited). */
export default function AdvertisersPage() {
  const { t } = useTranslation(['campaigns', 'common']);
  const [adding, setAdding] = useState(false);
  const add = useAddAdvertiser();
  const modal = useFormModal<{ user_id: number; name: string }>({
    open: adding,
    onClose: () => setAdding(false),
    busy: add.isPending,
    send: (values) => add.mutateAsync({ user_id: values.user_id, name: values.name.trim() }),
  });
  const filters: FilterField[] = [{ kind: 'text', name: 'keyword', label: t('fields.name') }];
  const columns: TableColumnsType<Advertiser> = [
    { title: t('fields.member'), dataIndex: 'user_id', width: 100 },
    { title: t('fields.username'), dataIndex: 'username' },
    { title: t('fields.name'), dataIndex: 'name' },
    { title: t('fields.createdAt'), dataIndex: 'created_at', render: formatUnixTime },
  ];
  return (
    <>
      <PageHeader
        title={t('advertisers.title')}
        subtitle={t('advertisers.subtitle')}
        extra={<CreateButton onClick={() => setAdding(true)}>{t('advertisers.add')}</CreateButton>}
      />
      <ServerTable
        route={campaignConsoleRoutes.advertisers}
        columns={columns}
        rowKey={(row) => row.user_id}
        filters={filters}
      />
      <FormModal {...modal} title={t('advertisers.add')} okText={t('common:actions.confirm')}>
        <Field name="user_id" label={t('fields.member')}>
          <InputNumber min={1} style={{ width: '100%' }} />
        </Field>
        <Field name="name" label={t('fields.name')}>
          <Input maxLength={100} />
        </Field>
      </FormModal>
    </>
  );
}
