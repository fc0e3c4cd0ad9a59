import type { CampaignReport } from '@cloudmall/contract/campaigns';
import { Card, Descriptions, Drawer, Input, Result, Skeleton, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../components/paged-table';
import { usePagedQuery } from '../../../lib/paged-query';
import { formatUnixTime } from '../../../lib/time';
import { campaignRoutes, useCampaignDetail } from '../api/campaigns-api';
import { FreezeCard } from './freeze-card';
import { RevenueChart } from './revenue-chart';

/** One campaign: budget figures, revenue of the last 30 days, its reports, and plugin freezes. */
export function CampaignDrawer({ id, onClose }: { id?: number; onClose: () => void }) {
  const { t } = useTranslation(['campaigns', 'common']);
  const detail = useCampaignDetail(id);
  const [deviceCode, setDeviceCode] = useState('');
  const reports = usePagedQuery(
    campaignRoutes.reports,
    { campaign_id: id ?? 0, device_code: deviceCode || undefined },
    { pageSize: 10, enabled: id !== undefined },
  );
  const c = detail.data;
  const columns: TableColumnsType<CampaignReport> = [
    {
      title: t('fields.deviceCode'),
      dataIndex: 'device_code',
      render: (v: string) => <code>{v}</code>,
    },
    { title: t('fields.reportId'), dataIndex: 'report_id', ellipsis: true },
    { title: t('fields.member'), dataIndex: 'user_id' },
    { title: t('fields.amount'), dataIndex: 'amount', align: 'right' },
    { title: t('fields.day'), dataIndex: 'day' },
    { title: t('fields.availableAt'), dataIndex: 'available_at', render: formatUnixTime },
  ];

  return (
    <Drawer
      open={id !== undefined}
      width={900}
      title={c?.name ?? ''}
      onClose={onClose}
      destroyOnHidden
    >
      {detail.isError ? (
        <Result status="404" title={t('detail.notFound')} />
      ) : !c ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions size="small" column={4} bordered>
            <Descriptions.Item label={t('fields.budget')}>{c.budget}</Descriptions.Item>
            <Descriptions.Item label={t('fields.spent')}>{c.spent}</Descriptions.Item>
            <Descriptions.Item label={t('fields.remaining')}>{c.remaining}</Descriptions.Item>
            <Descriptions.Item label={t('fields.script')}>{c.script_id}</Descriptions.Item>
            <Descriptions.Item label={t('fields.maxPerReport')}>
              {c.max_per_report}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.dailyCap')}>
              {c.daily_cap_per_device}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.reports')}>{c.reports}</Descriptions.Item>
            <Descriptions.Item label={t('fields.devices')}>{c.devices}</Descriptions.Item>
          </Descriptions>
          <Card size="small" title={t('detail.revenue')} style={{ marginTop: 16 }}>
            <RevenueChart days={c.days} label={t('detail.revenue')} />
          </Card>
          <Card
            size="small"
            title={t('detail.reports')}
            style={{ marginTop: 16 }}
            extra={
              <Input.Search
                allowClear
                placeholder={t('fields.deviceCode')}
                style={{ width: 220 }}
                onSearch={(value) => {
                  setDeviceCode(value.trim());
                  reports.firstPage();
                }}
              />
            }
          >
            <PagedTable columns={columns} list={reports} />
          </Card>
          <FreezeCard />
        </>
      )}
    </Drawer>
  );
}
