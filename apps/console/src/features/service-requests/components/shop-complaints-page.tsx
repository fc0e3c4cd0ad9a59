import { serviceConsoleRoutes as desk, type ServiceRequest } from '@cloudmall/contract/service';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { ServerTable } from '../../../components/server-table';
import { complaintHeadline } from '../lib/complaint-moves';
import { contentColumn, stateColumn, timeColumn } from './request-columns';

/** A merchant's read-only view of complaints against their shop and the platform's replies. */
export default function ShopComplaintsPage() {
  const { t } = useTranslation(['service-requests', 'common']);
  const columns: TableColumnsType<ServiceRequest> = [
    contentColumn(t, (row) => complaintHeadline(row, t)),
    stateColumn(t),
    timeColumn(t),
  ];
  return (
    <>
      <PageHeader title={t('shopComplaints.title')} subtitle={t('shopComplaints.subtitle')} />
      <ServerTable route={desk.shopComplaints} columns={columns} rowKey={(item) => item.id} />
    </>
  );
}
