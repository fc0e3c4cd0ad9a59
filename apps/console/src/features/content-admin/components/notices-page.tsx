import { consoleHelpRoutes } from '@cloudmall/contract/console-content';
import { Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { ServerTable } from '../../../components/server-table';

/** The platform announcements sent: text, when, to how many members, how many read them. */
export default function NoticesPage() {
  const { t } = useTranslation(['content-admin', 'common']);
  return (
    <>
      <PageHeader title={t('notices.title')} subtitle={t('notices.subtitle')} />
      <ServerTable
        route={consoleHelpRoutes.sentNotices}
        rowKey={(row) => `${row.sent_at}:${row.title}`}
        filters={[{ kind: 'text', name: 'q', label: t('notices.search') }]}
        columns={[
          {
            title: t('notices.sentAt'),
            dataIndex: 'sent_at',
            width: 190,
            render: (at: number) => new Date(at * 1000).toLocaleString(),
          },
          { title: t('notices.subject'), dataIndex: 'title', width: 260 },
          {
            title: t('notices.body'),
            dataIndex: 'content',
            render: (text: string) => (
              <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                {text}
              </Typography.Paragraph>
            ),
          },
          { title: t('notices.members'), dataIndex: 'members', width: 110 },
          {
            title: t('notices.read'),
            key: 'read',
            width: 170,
            render: (_, row) => (
              <Progress
                size="small"
                percent={row.members ? Math.round((row.read / row.members) * 100) : 0}
                format={() => `${row.read}/${row.members}`}
              />
            ),
          },
        ]}
      />
    </>
  );
}
