import type { Page } from '@cloudmall/contract';
import type { InfiniteData, Query, QueryClient } from '@tanstack/react-query';
import { mapPageRows } from '../../../lib/queries/paged-query';
import type { FindPerson, FindPost, FindProfile } from './find-queries';

type FeedData = InfiniteData<Page<FindPost>>;
type PeopleData = InfiniteData<Page<FindPerson>>;

const part = (name: string) => (query: Query) =>
  query.queryKey[0] === 'find' && query.queryKey[2] === name;

/** Changes one post everywhere it is cached: every feed tab and its details. */
export function patchPost(
  client: QueryClient,
  id: number,
  patch: (post: FindPost) => FindPost,
): void {
  client.setQueriesData<FeedData>({ predicate: part('feed') }, (data) =>
    mapPageRows(data, (rows) => rows.map((post) => (post.id === id ? patch(post) : post))),
  );
  client.setQueriesData<FindPost>(
    { predicate: (query) => part('post')(query) && query.queryKey[3] === id },
    (post) => (post ? patch(post) : post),
  );
}

/** Removes a deleted post from every feed tab. */
export function dropPost(client: QueryClient, id: number): void {
  client.setQueriesData<FeedData>({ predicate: part('feed') }, (data) =>
    mapPageRows(data, (rows) => rows.filter((post) => post.id !== id)),
  );
  client.removeQueries({ predicate: (query) => part('post')(query) && query.queryKey[3] === id });
}

/** The like flag and count after a like toggle answered `liked`. */
export function withLike(post: FindPost, liked: boolean): FindPost {
  if (post.is_like === liked) return post;
  return { ...post, is_like: liked, likes: Math.max(0, post.likes + (liked ? 1 : -1)) };
}

/** Marks a member followed or not on their posts, their profile (fans ±1) and in follow/fan lists. */
export function patchFollow(client: QueryClient, userId: number, following: boolean): void {
  client.setQueriesData<FeedData>({ predicate: part('feed') }, (data) =>
    mapPageRows(data, (rows) =>
      rows.map((post) =>
        post.author.user_id === userId ? { ...post, is_follow: following } : post,
      ),
    ),
  );
  client.setQueriesData<FindPost>({ predicate: part('post') }, (post) =>
    post && post.author.user_id === userId ? { ...post, is_follow: following } : post,
  );
  client.setQueriesData<FindProfile>(
    { predicate: (query) => part('profile')(query) && query.queryKey[3] === userId },
    (profile) =>
      profile && profile.is_follow !== following
        ? {
            ...profile,
            is_follow: following,
            fans: Math.max(0, profile.fans + (following ? 1 : -1)),
          }
        : profile,
  );
  client.setQueriesData<PeopleData>({ predicate: part('people') }, (data) =>
    mapPageRows(data, (rows) =>
      rows.map((person) =>
        person.user_id === userId ? { ...person, is_follow: following } : person,
      ),
    ),
  );
}
