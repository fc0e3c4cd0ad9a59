import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../../components/ui/avatar';
import { formatRelativeTime } from '../../../../lib/relative-time';
import type { FindComment } from '../../api/find-queries';
import { findPaths } from '../../find-navigation';
import styles from './comment-item.module.css';

interface CommentItemProps {
  comment: FindComment;
  /** For a reply: whom it answers. */
  replyTo?: string;
  onReply: (comment: FindComment) => void;
  small?: boolean;
}

/** One comment: who, when, the text (plain text), and "Reply". */
export function CommentItem({ comment, replyTo, onReply, small = false }: CommentItemProps) {
  const { t } = useTranslation(['find', 'common']);
  return (
    <div className={`${styles.item} ${small ? styles.small : ''}`}>
      <Link
        to={findPaths.user(comment.user.id)}
        className={styles.avatar}
        aria-label={comment.user.nickname}
      >
        <Avatar src={comment.user.avatar} alt="" size={small ? 24 : 34} />
      </Link>
      <div className={styles.body}>
        <div className={styles.head}>
          <span className={styles.name}>{comment.user.nickname}</span>
          {replyTo && (
            <span className={styles.replyTo}>
              {t('comments.replyTo')} <b>{replyTo}</b>
            </span>
          )}
        </div>
        <p className={styles.text}>{comment.content}</p>
        <div className={styles.foot}>
          <time>{formatRelativeTime(comment.createtime, t)}</time>
          <button type="button" className={styles.reply} onClick={() => onReply(comment)}>
            {t('comments.reply')}
          </button>
        </div>
      </div>
    </div>
  );
}
