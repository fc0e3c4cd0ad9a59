import { PlusOutlined } from '@ant-design/icons';
import { ARTICLE_CATEGORIES, consoleContentRoutes } from '@cloudmall/contract/console-content';
import { Button, Drawer, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { ReasonModal } from '../../../components/reason-modal';
import { ServerTable } from '../../../components/server-table';
import { useConsoleMutation, useConsoleQuery } from '../../../lib/query';
import { useUrlQuery } from '../../../lib/url-query';
import { ArticleEditor } from './article-editor';

/** Articles (news, notices, help, agreements) filtered by category and title; edited in four languages. */
export default function ArticlesPage() {
  const { t } = useTranslation(['content-admin', 'common']);
  const [query, setQuery] = useUrlQuery();
  const editing = query.edit;
  const editId = editing && editing !== 'new' ? Number(editing) : 0;
  const detail = useConsoleQuery(
    consoleContentRoutes.article,
    { id: editId },
    { enabled: editId > 0 },
  );
  const [deleting, setDeleting] = useState<number>();
  const remove = useConsoleMutation(consoleContentRoutes.deleteArticle, {
    invalidates: [consoleContentRoutes.articles],
  });
  const close = () => setQuery({ edit: undefined });

  return (
    <>
      <PageHeader
        title={t('articles.title')}
        subtitle={t('articles.subtitle')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setQuery({ edit: 'new' })}
            data-testid="article-create"
          >
            {t('articles.create')}
          </Button>
        }
      />
      <ServerTable
        route={consoleContentRoutes.articles}
        rowKey={(row) => row.id}
        filters={[
          {
            kind: 'select',
            name: 'category',
            label: t('articles.category'),
            options: ARTICLE_CATEGORIES.map((value) => ({
              value,
              label: t(`articles.categories.${value}`),
            })),
          },
          { kind: 'text', name: 'q', label: t('articles.search') },
        ]}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          {
            title: t('articles.category'),
            dataIndex: 'category',
            width: 130,
            render: (value: string) => (
              <Tag color="orange">{t(`articles.categories.${value}`, { defaultValue: value })}</Tag>
            ),
          },
          { title: t('articles.field.title'), dataIndex: 'title' },
          {
            title: t('articles.translated'),
            dataIndex: 'languages',
            width: 200,
            render: (languages: string[]) =>
              languages.map((lng) => <Tag key={lng}>{t(`articles.languages.${lng}`)}</Tag>),
          },
          { title: t('articles.views'), dataIndex: 'views', width: 90 },
          {
            title: t('articles.created'),
            dataIndex: 'createtime',
            width: 170,
            render: (at: number) => new Date(at * 1000).toLocaleString(),
          },
          {
            title: '',
            key: 'actions',
            width: 160,
            render: (_, row) => (
              <Space>
                <Button
                  size="small"
                  onClick={() => setQuery({ edit: row.id })}
                  data-testid={`article-edit-${row.id}`}
                >
                  {t('edit')}
                </Button>
                <Button size="small" danger onClick={() => setDeleting(row.id)}>
                  {t('delete')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Drawer
        open={Boolean(editing)}
        width={760}
        title={editId ? t('articles.edit') : t('articles.create')}
        onClose={close}
        destroyOnHidden
      >
        {editing === 'new' ? <ArticleEditor onSaved={close} /> : null}
        {editId && detail.data?.id === editId ? (
          <ArticleEditor key={editId} article={detail.data} onSaved={close} />
        ) : null}
      </Drawer>
      <ReasonModal
        open={deleting !== undefined}
        danger
        title={t('articles.deleteTitle')}
        onConfirm={async (reason) => {
          await remove.mutateAsync({ id: deleting!, reason });
          setDeleting(undefined);
        }}
        onCancel={() => setDeleting(undefined)}
      />
    </>
  );
}
