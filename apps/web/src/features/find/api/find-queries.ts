import type { RouteOutput } from '@cloudmall/contract';
import { findRoutes } from '@cloudmall/contract/find';
import { useUserStore } from '../../../stores/user-store';
import { pagedQuery } from '../../../lib/queries/paged-query';
import { silentQuery } from '../../../lib/queries/silent-query';

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

export const findQueries = {
  feed: (type: FeedType, userId?: number) =>
    pagedQuery(
      findKeys.feed(type, userId),
      findRoutes.list,
      { type, user_id: userId },
      FEED_PAGE_SIZE,
    ),
  post: (id: number) => silentQuery(findKeys.post(id), findRoutes.details, { id }),
  comments: (id: number) => silentQuery(findKeys.comments(id), findRoutes.comments, { id }),
  profile: (id: number) => silentQuery(findKeys.profile(id), findRoutes.user, { id }),
  people: (id: number, type: PeopleType) =>
    pagedQuery(findKeys.people(id, type), findRoutes.people, { id, type }, PEOPLE_PAGE_SIZE),
  liveSummary: (id: number) => silentQuery(findKeys.liveSummary(id), findRoutes.liveEnd, { id }),
};
