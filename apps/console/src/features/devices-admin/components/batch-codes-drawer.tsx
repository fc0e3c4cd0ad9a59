import type { BatchCode, CodeState } from '@cloudmall/contract/devices';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Drawer, Flex, Select, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../components/paged-table';
import { api } from '../../../lib/api';
import { downloadText, toCsv } from '../../../lib/csv';
import { usePagedQuery } from '../../../lib/paged-query';
import { devicesAdminRoutes } from '../api/devices-api';
import { formatIso } from './format';

const STATE_COLOR: Record<CodeState, string> = {
  unused: 'blue',
  bound: 'green',
  expired: 'default',
};

/** All codes of a batch matching the state, page by page from the server (≤ 1000 per batch). */
async function allCodes(batchId: number, state: CodeState | undefined): Promise<BatchCode[]> {
  const rows: BatchCode[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api.call(devicesAdminRoutes.batchCodes, {
      batch_id: batchId,
      state,
      page,
      list_rows: 100,
    });
    rows.push(...answer.data);
    if (page >= answer.last_page) return rows;
  }
}

/** The codes of one batch: masked (only hashes are kept), paged and filtered by state on the server. */
export function BatchCodesDrawer({ batchId, onClose }: { batchId?: number; onClose: () => void }) {
  const { t } = useTranslation(['devices', 'common']);
  const [state, setState] = useState<CodeState | undefined>();
  const [exporting, setExporting] = useState(false);
  const codes = usePagedQuery(
    devicesAdminRoutes.batchCodes,
    { batch_id: batchId ?? 0, state },
    { pageSize: 20, enabled: batchId !== undefined },
  );
  const columns: TableColumnsType<BatchCode> = [
    { title: t('fields.code'), dataIndex: 'code', render: (code: string) => <code>{code}</code> },
    {
      title: t('fields.state'),
      dataIndex: 'state',
      render: (value: CodeState) => <Tag color={STATE_COLOR[value]}>{t(`state.${value}`)}</Tag>,
    },
    { title: t('fields.member'), dataIndex: 'user_id', render: (id: number | null) => id ?? '—' },
    { title: t('fields.device'), dataIndex: 'device_id', render: (id: number | null) => id ?? '—' },
    { title: t('fields.boundAt'), dataIndex: 'bound_at', render: formatIso },
    { title: t('fields.expiresAt'), dataIndex: 'expires_at', render: formatIso },
  ];

  const exportCsv = async () => {
    if (!batchId) return;
    setExporting(true);
    try {
      const rows = await allCodes(batchId, state);
      const header = ['code', 'state', 'user_id', 'device_id', 'bound_at', 'expires_at'];
      const body = rows.map((r) => [
        r.code,
        r.state,
        r.user_id,
        r.device_id,
        r.bound_at,
        r.expires_at,
      ]);
      downloadText(`batch-${batchId}-codes.csv`, toCsv(header, body));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Drawer
      open={batchId !== undefined}
      width={820}
      title={t('codes.drawerTitle', { id: batchId })}
      onClose={() => {
        setState(undefined);
        codes.reset();
        onClose();
      }}
      extra={
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>
          {t('codes.exportCsv')}
        </Button>
      }
    >
      <Flex gap={8} align="center" style={{ marginBottom: 12 }}>
        <span>{t('fields.state')}</span>
        <Select
          allowClear
          style={{ width: 160 }}
          value={state}
          onChange={(value?: CodeState) => {
            setState(value);
            codes.firstPage();
          }}
          options={(['unused', 'bound', 'expired'] as const).map((value) => ({
            value,
            label: t(`state.${value}`),
          }))}
        />
      </Flex>
      <PagedTable columns={columns} list={codes} showTotal />
    </Drawer>
  );
}
