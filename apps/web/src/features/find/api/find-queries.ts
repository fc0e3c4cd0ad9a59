import type { RouteOutput } from '@cloudmall/contract';
import { findRoutes } from '@cloudmall/contract/find';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useUserStore } from '../../../stores/user-store';
import { pagedQuery } from '../../../lib/queries/paged-query';

export type { FindPost, LiveRoom } from '@cloudmall/contract/find';
export type FeedType = 'find' | 'video' | 'follow' | 'myfind' | 'likes' | 'user';
export type PeopleType = 'follow' | 'fans';
export type FindProfile = RouteOutput<typeof findRoutes.user>;
export type FindPerson = RouteOutput<typeof findRoutes.people>['data'][number];
export type FindComment = RouteOutput<typeof findRoutes.comments>[number];

export const FEED_PAGE_SIZE = 10;
export const PEOPLE_PAGE_SIZE = 20;

/** Member-specific answers (like and follow flags) carry the member id in their key. */
const member = () => useUserStore.getState().id;

export const findKeys = {
  all: ['find'] as const,
  feed: (type: FeedType, userId?: number) => ['find', member(), 'feed', type, userId ?? 0] as const,
  post: (id: number) => ['find', member(), 'post', id] as const,
  comments: (id: number) => ['find', 'comments', id] as const,
  profile: (id: number) => ['find', member(), 'profile', id] as const,
  people: (id: number, type: PeopleType) => ['find', member(), 'people', id, type] as const,
  liveSummary: (id: number) => ['find', 'live-summary', id] as const,
};

/** Queries are silent: pages show their own loading, failure and empty states. */
const quiet = (signal: AbortSignal) => ({ signal, silent: true });

export const findQueries = {
  feed: (type: FeedType, userId?: number) =>
    pagedQuery(
      findKeys.feed(type, userId),
      findRoutes.list,
      { type, user_id: userId },
      FEED_PAGE_SIZE,
    ),
  post: (id: number) =>
    queryOptions({
      queryKey: findKeys.post(id),
      queryFn: ({ signal }) => api.call(findRoutes.details, { id }, quiet(signal)),
    }),
  comments: (id: number) =>
    queryOptions({
      queryKey: findKeys.comments(id),
      queryFn: ({ signal }) => api.call(findRoutes.comments, { id }, quiet(signal)),
    }),
  profile: (id: number) =>
    queryOptions({
      queryKey: findKeys.profile(id),
      queryFn: ({ signal }) => api.call(findRoutes.user, { id }, quiet(signal)),
    }),
  people: (id: number, type: PeopleType) =>
    pagedQuery(findKeys.people(id, type), findRoutes.people, { id, type }, PEOPLE_PAGE_SIZE),
  liveSummary: (id: number) =>
    queryOptions({
      queryKey: findKeys.liveSummary(id),
      queryFn: ({ signal }) => api.call(findRoutes.liveEnd, { id }, quiet(signal)),
    }),
};
