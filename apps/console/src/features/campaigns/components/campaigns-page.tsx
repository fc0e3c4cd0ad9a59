import type { Campaign } from '@cloudmall/contract/campaigns';
import { Button, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../components/actions-column';
import { CreateButton } from '../../../components/create-button';
import type { FilterField } from '../../../components/filter-bar';
import { PageHeader } from '../../../components/page-header';
import { ServerTable } from '../../../components/server-table';
import { formatUnixTime } from '../../../lib/time';
import { queryInt, useUrlQuery } from '../../../lib/url-query';
import { campaignRoutes, useHolds } from '../api/campaigns-api';
import { CampaignDrawer } from './campaign-drawer';
import { CreateCampaignModal } from './create-campaign-modal';
import { FundModal } from './fund-modal';

/** Campaigns: an advertiser's own (create, fund, open); an admin's every one, by advertiser. */
export default function CampaignsPage() {
  const { t } = useTranslation(['campaigns', 'common']);
  const [query, setQuery] = useUrlQuery();
  const isAdmin = useHolds('admin');
  const isAdvertiser = useHolds('advertiser');
  const [creating, setCreating] = useState(false);
  const [funding, setFunding] = useState<Campaign | undefined>();
  const openId = queryInt(query, 'campaign', 0) || undefined;

  const filters: FilterField[] = [
    { kind: 'text', name: 'keyword', label: t('fields.name') },
    { kind: 'text', name: 'script_id', label: t('fields.script') },
    ...(isAdmin
      ? [{ kind: 'text' as const, name: 'advertiser_id', label: t('fields.advertiser') }]
      : []),
  ];
  const columns: TableColumnsType<Campaign> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    { title: t('fields.name'), dataIndex: 'name' },
    ...(isAdmin ? [{ title: t('fields.advertiser'), dataIndex: 'advertiser_user_id' }] : []),
    { title: t('fields.script'), dataIndex: 'script_id' },
    { title: t('fields.maxPerReport'), dataIndex: 'max_per_report', align: 'right' },
    { title: t('fields.dailyCap'), dataIndex: 'daily_cap_per_device', align: 'right' },
    { title: t('fields.budget'), dataIndex: 'budget', align: 'right' },
    { title: t('fields.spent'), dataIndex: 'spent', align: 'right' },
    { title: t('fields.remaining'), dataIndex: 'remaining', align: 'right' },
    { title: t('fields.createdAt'), dataIndex: 'created_at', render: formatUnixTime },
    actionsColumn((row) => (
      <Space>
        <Button size="small" onClick={() => setQuery({ campaign: row.id })}>
          {t('common:actions.view')}
        </Button>
        {isAdvertiser && !isAdmin ? (
          <Button size="small" type="primary" ghost onClick={() => setFunding(row)}>
            {t('actions.fund')}
          </Button>
        ) : null}
      </Space>
    )),
  ];

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t(isAdmin ? 'subtitleAdmin' : 'subtitle')}
        extra={
          isAdvertiser ? (
            <CreateButton onClick={() => setCreating(true)}>{t('actions.create')}</CreateButton>
          ) : null
        }
      />
      <ServerTable route={campaignRoutes.list} columns={columns} filters={filters} />
      <CreateCampaignModal open={creating} onClose={() => setCreating(false)} />
      <FundModal campaign={funding} onClose={() => setFunding(undefined)} />
      <CampaignDrawer id={openId} onClose={() => setQuery({ campaign: undefined })} />
    </>
  );
}
