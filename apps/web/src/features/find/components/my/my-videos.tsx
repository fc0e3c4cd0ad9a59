import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RefreshPagedList } from '../../../../components/layout/paged-list';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Icon } from '../../../../components/ui/icon';
import { GoButton } from '../../../../components/ui/go-button';
import { findQueries, type FindPost } from '../../api/find-queries';
import { findPaths } from '../../find-navigation';
import { useRemovePost } from '../../hooks/use-remove-post';
import { FeedSkeleton } from '../feed/feed-skeleton';
import { VideoGrid } from '../video/video-grid';
import styles from './my-videos.module.css';
import { PAGES } from '../../../../lib/paths';

const isVideo = (post: FindPost) => post.type === 'video';

/** /pages/user/myvideo: the member's own video posts (their posts, videos only), each with delete. */
export function MyVideos() {
  const { t } = useTranslation('find');
  const query = useInfiniteQuery(findQueries.feed('myfind'));
  const remove = useRemovePost();
  const publish = <GoButton to={findPaths.publish}>{t('myVideos.publish')}</GoButton>;
  const empty = {
    icon: 'video' as const,
    title: t('myVideos.emptyTitle'),
    description: t('myVideos.emptyDescription'),
    action: publish,
  };
  return (
    <RefreshPagedList
      query={query}
      topGap={false}
      variant="plain"
      skeleton={<FeedSkeleton variant="grid" />}
      empty={empty}
      renderList={(posts) => {
        const videos = posts.filter(isVideo);
        // the member's other posts are skipped; the footer keeps loading pages until videos show or none are left
        if (videos.length === 0)
          return query.hasNextPage ? null : (
            <EmptyState icon="video" title={empty.title} description={empty.description}>
              {publish}
            </EmptyState>
          );
        return (
          <VideoGrid
            posts={videos}
            hrefOf={(post) => `${PAGES.cVideo}?id=${post.id}`}
            action={(post) => (
              <button
                type="button"
                className={styles.delete}
                onClick={() => void remove(post.id)}
                aria-label={t('remove.actionFor', { name: post.content || t('post.video') })}
              >
                <Icon name="trash" size={16} />
              </button>
            )}
          />
        );
      }}
    />
  );
}
