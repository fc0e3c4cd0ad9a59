import { ARTICLE_CATEGORIES, consoleContentRoutes } from '@cloudmall/contract/console-content';
import { Drawer, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CreateButton } from '../../../components/create-button';
import { editDeleteColumn } from '../../../components/edit-delete-actions';
import { PageHeader } from '../../../components/page-header';
import { useReasonedDelete } from '../../../components/row-reason-modal';
import { selectFilter } from '../../../components/select-filter';
import { ServerTable, type PageRow } from '../../../components/server-table';
import { useConsoleMutation, useConsoleQuery } from '../../../lib/query';
import { useUrlQuery } from '../../../lib/url-query';
import { ArticleEditor } from './article-editor';
import { LanguageTags } from './language-tabs';

type ArticleRow = PageRow<typeof consoleContentRoutes.articles>;

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
  const remove = useConsoleMutation(consoleContentRoutes.deleteArticle, {
    invalidates: [consoleContentRoutes.articles],
  });
  const deletion = useReasonedDelete(remove, t('articles.deleteTitle'));
  const close = () => setQuery({ edit: undefined });

  return (
    <>
      <PageHeader
        title={t('articles.title')}
        subtitle={t('articles.subtitle')}
        extra={
          <CreateButton onClick={() => setQuery({ edit: 'new' })} testId="article-create">
            {t('articles.create')}
          </CreateButton>
        }
      />
      <ServerTable
        route={consoleContentRoutes.articles}
        filters={[
          selectFilter('category', t('articles.category'), ARTICLE_CATEGORIES, (value) =>
            t(`articles.categories.${value}`),
          ),
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
            render: (languages: string[]) => <LanguageTags languages={languages} />,
          },
          { title: t('articles.views'), dataIndex: 'views', width: 90 },
          {
            title: t('articles.created'),
            dataIndex: 'createtime',
            width: 170,
            render: (at: number) => new Date(at * 1000).toLocaleString(),
          },
          editDeleteColumn<ArticleRow>(
            (row) => setQuery({ edit: row.id }),
            (row) => deletion.ask(row.id),
            { testIdPrefix: 'article' },
          ),
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
      {deletion.modal}
    </>
  );
}
