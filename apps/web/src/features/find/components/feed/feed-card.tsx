import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../../components/ui/icon';
import { formatCount } from '../../../../lib/count-format';
import { formatRelativeTime } from '../../../../lib/relative-time';
import { useUserStore } from '../../../../stores/user-store';
import type { FindPost } from '../../api/find-queries';
import { findPaths, postHref } from '../../find-navigation';
import { AuthorLine } from '../common/author-line';
import { CountMark, LikeButton } from '../common/post-stats';
import { FeedMedia } from './feed-media';
import styles from './feed-card.module.css';

interface FeedCardProps {
  post: FindPost;
  onLike: (post: FindPost) => void;
}

/**
 * One feed item: author, text (plain text, three lines), pictures / video cover / live cover, and
 * likes, comments and views. A tap follows the navigation rule (live → room, video → player, else details).
 */
export function FeedCard({ post, onLike }: FeedCardProps) {
  const { t } = useTranslation(['find', 'common']);
  const isLogin = useUserStore((state) => state.isLogin);
  return (
    <article className={styles.card}>
      <AuthorLine author={post.author} note={formatRelativeTime(post.createtime, t)} />
      <Link to={postHref(post, isLogin)} className={styles.open} aria-label={t('post.open')}>
        {post.content && <p className={styles.text}>{post.content}</p>}
        <FeedMedia post={post} />
      </Link>
      <footer className={styles.footer}>
        <LikeButton post={post} onLike={() => onLike(post)} styles={styles} size={18} />
        <Link
          to={findPaths.details(post.id, true)}
          className={styles.stat}
          aria-label={t('post.commentCount', { count: post.comments })}
        >
          <Icon name="message" size={18} />
          {formatCount(post.comments)}
        </Link>
        <CountMark
          icon="eye"
          size={18}
          count={post.views}
          label={t('post.viewCount', { count: post.views })}
          className={`${styles.stat} ${styles.views}`}
        />
      </footer>
    </article>
  );
}
