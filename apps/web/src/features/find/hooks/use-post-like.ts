import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { togglePostLike } from '../api/find-api';
import type { FindPost } from '../api/find-queries';
import { patchPost, withLike } from '../api/post-cache';
import { useMemberAction } from '../../../lib/use-member-action';

/** Like / unlike a post (members; visitors go to login); every cached copy takes the server's answer. */
export function usePostLike(): (post: FindPost) => void {
  const client = useQueryClient();
  const asMember = useMemberAction();
  const pending = useRef(new Set<number>());
  return (post) =>
    asMember(() => {
      if (pending.current.has(post.id)) return;
      pending.current.add(post.id);
      togglePostLike(post.id)
        .then((liked) => patchPost(client, post.id, (current) => withLike(current, liked)))
        .catch(() => undefined) // the request layer showed the failure
        .finally(() => pending.current.delete(post.id));
    });
}
