import { merchantCatalogRoutes, type MerchantReview } from '@cloudmall/contract/catalog';
import { Button, Rate, Space, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { selectFilter } from '../../../components/select-filter';
import { ServerTable } from '../../../components/server-table';
import type { FilterField } from '../../../components/filter-bar';
import { ReplyModal } from './reply-modal';

const REPLIED_LABELS = {
  no: 'merchant-reviews:filters.notReplied',
  yes: 'merchant-reviews:filters.repliedYes',
} as const;

/** The shop's reviews, newest first, filtered on the server; one reply per review. */
export default function ReviewsPage() {
  const { t } = useTranslation(['merchant-reviews', 'common']);
  const [replying, setReplying] = useState<MerchantReview | null>(null);

  const filters: FilterField[] = [
    selectFilter('score', t('merchant-reviews:filters.score'), [5, 4, 3, 2, 1], (n) =>
      t('merchant-reviews:stars', { count: n }),
    ),
    selectFilter('replied', t('merchant-reviews:filters.replied'), ['no', 'yes'], (answer) =>
      t(REPLIED_LABELS[answer]),
    ),
  ];

  const columns: TableColumnsType<MerchantReview> = [
    {
      title: t('merchant-reviews:columns.goods'),
      dataIndex: 'goods_title',
      width: 220,
      render: (title: string, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text ellipsis={{ tooltip: title }} style={{ maxWidth: 200 }}>
            {title}
          </Typography.Text>
          {row.sku ? <Typography.Text type="secondary">{row.sku}</Typography.Text> : null}
        </Space>
      ),
    },
    {
      title: t('merchant-reviews:columns.member'),
      width: 140,
      render: (_, row) => row.user.nickname || t('merchant-reviews:anonymous'),
    },
    {
      title: t('merchant-reviews:columns.score'),
      dataIndex: 'score',
      width: 150,
      render: (score: number) => <Rate disabled value={score} style={{ fontSize: 14 }} />,
    },
    {
      title: t('merchant-reviews:columns.content'),
      render: (_, row) => (
        <Space direction="vertical" size={4} style={{ width: '100%' }}>
          <Typography.Paragraph style={{ margin: 0 }} ellipsis={{ rows: 2, tooltip: row.content }}>
            {row.content}
          </Typography.Paragraph>
          {row.reply ? (
            <Typography.Text type="secondary" data-testid={`reply-${row.id}`}>
              {t('merchant-reviews:yourReply')}: {row.reply}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
    {
      title: t('merchant-reviews:columns.time'),
      dataIndex: 'createtime',
      width: 150,
      render: (time: number) => dayjs.unix(time).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('merchant-reviews:columns.action'),
      width: 120,
      render: (_, row) =>
        row.reply ? (
          <Tag color="green">{t('merchant-reviews:replied')}</Tag>
        ) : (
          <Button size="small" type="primary" onClick={() => setReplying(row)}>
            {t('merchant-reviews:reply')}
          </Button>
        ),
    },
  ];

  return (
    <>
      <PageHeader title={t('merchant-reviews:title')} subtitle={t('merchant-reviews:subtitle')} />
      <ServerTable route={merchantCatalogRoutes.reviews} columns={columns} filters={filters} />
      <ReplyModal review={replying} onClose={() => setReplying(null)} />
    </>
  );
}
