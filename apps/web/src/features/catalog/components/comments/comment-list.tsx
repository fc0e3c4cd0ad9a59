import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../../components/layout/paged-list';
import { useImagePreview } from '../../../../components/ui/image-preview';
import type { Controlled } from '../../../../components/ui/controlled';
import { catalogQueries, type CommentTag } from '../../api/catalog-queries';
import { CommentItem } from './comment-item';
import { CommentTabs } from './comment-tabs';
import styles from './comment-list.module.css';

/**
 * The reviews of a goods by tag with counts, paged at reach-bottom; pictures open full screen.
 * The value is the tag shown, kept by the page.
 */
export function CommentList({ id, ...tag }: { id: number } & Controlled<CommentTag>) {
  const { t } = useTranslation('catalog');
  const preview = useImagePreview(t('detail.imageViewer'), t('detail.closeImage'));
  const options = catalogQueries.comments(id, tag.value);
  const statistics = useInfiniteQuery({ ...options, select: (data) => data.pages[0]?.statistics });
  const list = useInfiniteQuery({
    ...options,
    select: (data) => ({
      pages: data.pages.map((page) => page.comment),
      pageParams: data.pageParams,
    }),
  });
  return (
    <>
      <CommentTabs tag={tag.value} statistics={statistics.data} onChange={tag.onChange} />
      <div className={styles.list}>
        <PagedList
          query={list}
          renderItem={(comment) => (
            <li key={comment.id} className={styles.item}>
              <CommentItem comment={comment} onPreview={preview.open} />
            </li>
          )}
          empty={{
            icon: 'review',
            title: t('comments.emptyTitle'),
            description: t('comments.emptyDescription'),
          }}
        />
      </div>
      {preview.viewer}
    </>
  );
}
