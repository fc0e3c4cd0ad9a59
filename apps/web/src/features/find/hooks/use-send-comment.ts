import { useQueryClient } from '@tanstack/react-query';
import { addComment } from '../api/find-api';
import { findKeys, type FindComment } from '../api/find-queries';
import { patchPost } from '../api/post-cache';

/** Sends a comment (or a reply, with `pid`); the list and the post's count take it at once. Answers whether it was sent. */
export function useSendComment(
  postId: number,
): (content: string, pid?: number) => Promise<boolean> {
  const client = useQueryClient();
  return async (content, pid = 0) => {
    let comment: FindComment;
    try {
      comment = await addComment({ find_id: postId, content, pid });
    } catch {
      return false; // the request layer showed the failure
    }
    client.setQueryData<FindComment[]>(findKeys.comments(postId), (list) => [
      ...(list ?? []),
      comment,
    ]);
    patchPost(client, postId, (post) => ({ ...post, comments: post.comments + 1 }));
    return true;
  };
}
