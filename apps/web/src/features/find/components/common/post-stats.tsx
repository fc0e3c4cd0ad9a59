import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../../components/ui/icon';
import { formatCount } from '../../../../lib/count-format';
import type { FindPost } from '../../api/find-queries';

interface LikeButtonProps {
  post: Pick<FindPost, 'is_like' | 'likes'>;
  onLike: () => void;
  /** The stylesheet's `stat` class (the button) and `liked` (added while the member likes the post). */
  styles: { readonly [name: string]: string | undefined };
  /** The heart's size and stroke. */
  size: number;
  strokeWidth?: number;
  /** What follows the heart instead of the bare count (which is read out as "12 likes"). */
  children?: ReactNode;
}

/** The heart of a post: pressed while the member likes it, its count (or a text) after it. */
export function LikeButton({ post, onLike, styles, size, strokeWidth, children }: LikeButtonProps) {
  const { t } = useTranslation('find');
  return (
    <button
      type="button"
      className={`${styles.stat} ${post.is_like ? styles.liked : ''}`}
      onClick={onLike}
      aria-pressed={post.is_like}
      aria-label={children ? undefined : t('post.likeCount', { count: post.likes })}
    >
      <Icon name="heart" size={size} strokeWidth={strokeWidth} />
      {children ?? formatCount(post.likes)}
    </button>
  );
}

/** A post's count after its icon (likes, views), read out whole by its label ("12 views"). */
export function CountMark({
  icon,
  size,
  count,
  label,
  className,
}: {
  icon: IconName;
  size: number;
  count: number;
  label: string;
  className: string | undefined;
}) {
  return (
    <span className={className} aria-label={label}>
      <Icon name={icon} size={size} />
      {formatCount(count)}
    </span>
  );
}
