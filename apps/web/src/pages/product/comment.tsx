import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../components/layout/page-shell';
import { type CommentTag } from '../../features/catalog/api/catalog-queries';
import { COMMENT_TABS } from '../../features/catalog/components/comments/comment-tabs';
import { CommentList } from '../../features/catalog/components/comments/comment-list';
import { MissingRecord } from '../../features/catalog/components/query-view';
import { queryId } from '../../lib/query-id';

/** /pages/product/comment?id=&tag=: the reviews of a goods by tag, text cut at two lines with expand. */
export default function ProductCommentPage() {
  const { t } = useTranslation('catalog');
  const [params, setParams] = useSearchParams();
  const id = queryId(params.get('id'));
  const tag = COMMENT_TABS.find((item) => item === params.get('tag')) ?? 'all';
  const changeTag = (next: CommentTag) =>
    setParams(next === 'all' ? { id: String(id) } : { id: String(id), tag: next }, {
      replace: true,
    });
  return (
    <PageShell>
      {id ? (
        <CommentList key={id} id={id} value={tag} onChange={changeTag} />
      ) : (
        <MissingRecord
          icon="review"
          title={t('detail.missingTitle')}
          description={t('detail.missingDescription')}
        />
      )}
    </PageShell>
  );
}
