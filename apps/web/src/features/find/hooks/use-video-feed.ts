import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { findQueries, type FindPost } from '../api/find-queries';

export interface VideoFeed {
  /** The videos to swipe through: the video feed, with the opened video first when the feed has not reached it. */
  items: FindPost[];
  startIndex: number;
  status: 'pending' | 'error' | 'ready';
  /** The opened post is not a video (or is gone): its details page can show it. */
  notVideo: boolean;
  error: unknown;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

const isVideo = (post: FindPost) => post.type === 'video' && post.video !== null;

/** The posts of the vertical player (/pages/hVideo, the find video page), starting at `?id=` when given. */
export function useVideoFeed(id: number | undefined): VideoFeed {
  const list = useInfiniteQuery(findQueries.feed('video'));
  const single = useQuery({ ...findQueries.post(id ?? 0), enabled: id !== undefined });
  const videos = useMemo(
    () => (list.data?.pages.flatMap((page) => page.data) ?? []).filter(isVideo),
    [list.data],
  );
  const listed = id === undefined || videos.some((post) => post.id === id);
  const items = useMemo(
    () => (listed || !single.data || !isVideo(single.data) ? videos : [single.data, ...videos]),
    [listed, single.data, videos],
  );
  const startIndex =
    id === undefined
      ? 0
      : Math.max(
          0,
          items.findIndex((post) => post.id === id),
        );
  const singleSettled = listed || single.isSuccess || single.isError;
  const status =
    list.isError && !list.data ? 'error' : list.isPending || !singleSettled ? 'pending' : 'ready';
  return {
    items,
    startIndex,
    status,
    notVideo: !listed && single.isSuccess && !isVideo(single.data),
    error: list.error ?? single.error,
    hasMore: list.hasNextPage,
    loadMore: () => {
      if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
    },
    retry: () => void Promise.all([list.refetch(), single.refetch()]),
  };
}
