import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../../components/layout/paged-list';
import type { IconName } from '../../../../components/ui/icon';
import { RefreshList } from '../../../../components/ui/refresh-list';
import { useUserStore } from '../../../../stores/user-store';
import { findQueries, type FeedType, type FindPost } from '../../api/find-queries';
import { postHref } from '../../find-navigation';
import { usePostLike } from '../../hooks/use-post-like';
import { VideoGrid } from '../video/video-grid';
import { FeedCard } from './feed-card';
import { FeedSkeleton } from './feed-skeleton';
import styles from './feed-list.module.css';

const EMPTY_ICON: Record<FeedType, IconName> = {
  find: 'compass',
  video: 'video',
  follow: 'team',
  myfind: 'edit',
  likes: 'heart',
  user: 'edit',
};

interface FeedListProps {
  type: FeedType;
  /** Whose posts or likes (`user`, `likes`). */
  userId?: number;
  /** A call to action under the empty text. */
  emptyAction?: ReactNode;
  /** Above the list, refreshed with it (a profile header). */
  header?: ReactNode;
  onRefresh?: () => Promise<unknown>;
  /** Where a video tile opens (default: the navigation rule's video page). */
  videoHref?: (post: FindPost) => string;
}

/** A feed tab: cards (or a video grid), pull-to-refresh, and the next page 150 px before the end. */
export function FeedList({
  type,
  userId,
  emptyAction,
  header,
  onRefresh,
  videoHref,
}: FeedListProps) {
  const { t } = useTranslation('find');
  const query = useInfiniteQuery(findQueries.feed(type, userId));
  const like = usePostLike();
  const isLogin = useUserStore((state) => state.isLogin);
  const asGrid = type === 'video';
  const renderList = (posts: FindPost[]) =>
    asGrid ? (
      <VideoGrid posts={posts} hrefOf={videoHref ?? ((post) => postHref(post, isLogin))} />
    ) : (
      <ul className={styles.cards}>
        {posts.map((post) => (
          <li key={post.id}>
            <FeedCard post={post} onLike={like} />
          </li>
        ))}
      </ul>
    );
  return (
    <RefreshList onRefresh={async () => void (await Promise.all([query.refetch(), onRefresh?.()]))}>
      {header}
      <PagedList
        query={query}
        variant="plain"
        renderList={renderList}
        skeleton={<FeedSkeleton variant={asGrid ? 'grid' : 'cards'} />}
        empty={{
          icon: EMPTY_ICON[type],
          title: t(`empty.${type}.title`),
          description: t(`empty.${type}.description`),
          action: emptyAction,
        }}
      />
    </RefreshList>
  );
}
