import { describe, expect, it } from 'vitest';
import type { FindComment } from './api/find-queries';
import { buildCommentThreads } from './comment-tree';

const comment = (id: number, pid: number, nickname: string): FindComment => ({
  id,
  pid,
  content: `c${id}`,
  user: { id: id + 100, nickname, avatar: '' },
  is_owner: false,
  createtime: 1_700_000_000 + id,
});

describe('comment threads', () => {
  it('puts replies, however deep, under their top-level comment and names whom each answers', () => {
    const threads = buildCommentThreads([
      comment(1, 0, 'Ann'),
      comment(2, 0, 'Bob'),
      comment(3, 1, 'Cid'),
      comment(4, 3, 'Dee'),
      comment(5, 2, 'Eve'),
    ]);
    expect(threads.map((thread) => thread.comment.id)).toEqual([1, 2]);
    expect(threads[0]?.replies.map((reply) => [reply.comment.id, reply.replyTo])).toEqual([
      [3, 'Ann'],
      [4, 'Cid'],
    ]);
    expect(threads[1]?.replies.map((reply) => reply.comment.id)).toEqual([5]);
  });

  it('shows a reply whose parent is missing as a top-level comment', () => {
    expect(buildCommentThreads([comment(7, 99, 'Gus')]).map((thread) => thread.comment.id)).toEqual(
      [7],
    );
  });
});
