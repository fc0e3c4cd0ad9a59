import {
  walletAdminRoutes,
  walletConsoleRoutes,
  type KycReviewRow,
} from '@cloudmall/contract/wallet';
import { App, Space, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../components/actions-column';
import { memberColumn } from '../../../components/member-column';
import { PageHeader } from '../../../components/page-header';
import { PhotoStrip } from '../../../components/photo-strip';
import { ReviewActions } from '../../../components/review-actions';
import { RowReasonModal } from '../../../components/row-reason-modal';
import { selectFilter } from '../../../components/select-filter';
import { ServerTable } from '../../../components/server-table';
import { useConsoleMutation } from '../../../lib/query';
import { dateTimeColumn, REVIEW_COLORS, reviewStatusColumn } from './table-columns';

const STATUS_COLORS = { ...REVIEW_COLORS, none: 'default' };

/** Identity checks: the pending list (oldest first), the photos with zoom, approve or refuse with a reason. */
export default function KycPage() {
  const { t, i18n } = useTranslation(['admin-money', 'common']);
  const { message } = App.useApp();
  const [refusing, setRefusing] = useState<KycReviewRow>();
  const review = useConsoleMutation(walletConsoleRoutes.reviewKyc, {
    invalidates: [walletAdminRoutes.kycList],
  });

  const approve = async (row: KycReviewRow) => {
    await review.mutateAsync({ user_id: row.user_id, decision: 'approve' });
    message.success(t('kyc.approved', { name: row.username }));
  };

  const columns: TableColumnsType<KycReviewRow> = [
    memberColumn(t('kyc.member')),
    { title: t('kyc.name'), dataIndex: 'name' },
    {
      title: t('kyc.document'),
      key: 'document',
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <span>{t(`kyc.idTypes.${row.id_type}`, { defaultValue: row.id_type })}</span>
          <Typography.Text code>{row.id_number}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('kyc.photos'),
      key: 'photos',
      render: (_, row) => (
        <PhotoStrip
          urls={[row.front_url, row.back_url].filter(Boolean)}
          width={72}
          height={48}
          altOf={(index) => (index === 0 ? t('kyc.front') : t('kyc.back'))}
        />
      ),
    },
    reviewStatusColumn(t('kyc.status'), STATUS_COLORS, (status) => t(`kyc.statuses.${status}`)),
    dateTimeColumn(t('kyc.submitted'), 'updatetime', i18n.language),
    actionsColumn((row) =>
      row.status === 'pending' ? (
        <ReviewActions
          approveText={t('kyc.approve')}
          approveQuestion={t('kyc.approveConfirm', { name: row.username })}
          onApprove={() => approve(row)}
          approveTestId={`kyc-approve-${row.user_id}`}
          refuseText={t('kyc.refuse')}
          onRefuse={() => setRefusing(row)}
        />
      ) : null,
    ),
  ];

  return (
    <>
      <PageHeader title={t('kyc.title')} subtitle={t('kyc.subtitle')} />
      <ServerTable
        route={walletAdminRoutes.kycList}
        columns={columns}
        rowKey={(row) => row.user_id}
        filters={[
          selectFilter('status', t('kyc.status'), ['pending', 'approved', 'rejected'], (status) =>
            t(`kyc.statuses.${status}`),
          ),
          { kind: 'text', name: 'q', label: t('kyc.search'), placeholder: t('kyc.searchHint') },
        ]}
      />
      <RowReasonModal
        row={refusing}
        danger
        title={t('kyc.refuseTitle', { name: refusing?.username ?? '' })}
        description={t('kyc.refuseHint')}
        okText={t('kyc.refuse')}
        schema={walletConsoleRoutes.reviewKyc.input}
        values={{ user_id: refusing?.user_id ?? 1, decision: 'reject' }}
        onConfirm={async (row, reason) => {
          await review.mutateAsync({ user_id: row.user_id, decision: 'reject', reason });
          message.success(t('kyc.refused', { name: row.username }));
        }}
        onClose={() => setRefusing(undefined)}
      />
    </>
  );
}
