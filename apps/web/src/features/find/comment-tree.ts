import type { FindComment } from './api/find-queries';

export interface CommentThread {
  comment: FindComment;
  /** Every reply under this comment, at any depth, oldest first; each names whom it answers. */
  replies: { comment: FindComment; replyTo: string }[];
}

/**
 * Groups the flat list (oldest first, replies carry `pid`) into threads: top-level comments in order,
 * each with all replies beneath it, however deep. A reply whose parent is missing becomes top-level.
 */
export function buildCommentThreads(comments: FindComment[]): CommentThread[] {
  const byId = new Map(comments.map((comment) => [comment.id, comment]));
  const rootOf = (comment: FindComment): FindComment => {
    let current = comment;
    const seen = new Set<number>();
    while (current.pid && byId.has(current.pid) && !seen.has(current.id)) {
      seen.add(current.id);
      current = byId.get(current.pid) as FindComment;
    }
    return current;
  };
  const threads = new Map<number, CommentThread>();
  for (const comment of comments) {
    const root = rootOf(comment);
    if (root.id === comment.id) {
      threads.set(comment.id, { comment, replies: threads.get(comment.id)?.replies ?? [] });
      continue;
    }
    const thread = threads.get(root.id) ?? { comment: root, replies: [] };
    thread.replies.push({ comment, replyTo: byId.get(comment.pid)?.user.nickname ?? '' });
    threads.set(root.id, thread);
  }
  return [...threads.values()];
}
