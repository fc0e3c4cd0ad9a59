import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../../components/ui/spinner';
import type { FindComment } from '../../api/find-queries';
import { buildCommentThreads } from '../../comment-tree';
import { CommentItem } from './comment-item';
import styles from './comment-section.module.css';

interface CommentSectionProps {
  query: UseQueryResult<FindComment[]>;
  total: number;
  onReply: (comment: FindComment) => void;
  sectionRef?: Ref<HTMLElement>;
}

/** The post's comments as threads (each top-level comment with its replies beneath). */
export function CommentSection({ query, total, onReply, sectionRef }: CommentSectionProps) {
  const { t } = useTranslation('find');
  const threads = useMemo(() => buildCommentThreads(query.data ?? []), [query.data]);
  return (
    <section
      ref={sectionRef}
      className={styles.section}
      aria-labelledby="find-comments-title"
      tabIndex={-1}
    >
      <h2 id="find-comments-title" className={styles.title}>
        {t('comments.title', { count: total })}
      </h2>
      {query.isPending && (
        <p className={styles.note}>
          <Spinner size={16} />
        </p>
      )}
      {query.isError && (
        <p className={styles.note}>
          {t('comments.failed')}{' '}
          <button type="button" className={styles.retry} onClick={() => void query.refetch()}>
            {t('comments.retry')}
          </button>
        </p>
      )}
      {query.isSuccess && threads.length === 0 && (
        <p className={styles.note}>{t('comments.empty')}</p>
      )}
      <ul className={styles.list}>
        {threads.map((thread) => (
          <li key={thread.comment.id} className={styles.thread}>
            <CommentItem comment={thread.comment} onReply={onReply} />
            {thread.replies.length > 0 && (
              <ul className={styles.replies}>
                {thread.replies.map((reply) => (
                  <li key={reply.comment.id}>
                    <CommentItem
                      comment={reply.comment}
                      replyTo={reply.replyTo}
                      onReply={onReply}
                      small
                    />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
