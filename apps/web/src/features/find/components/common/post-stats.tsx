import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../../components/ui/icon';
import { formatCount } from '../../../../lib/count-format';

interface LikeButtonProps {
  liked: boolean;
  onLike: () => void;
  /** The button's class, and the one added while the member likes the post. */
  classNames: { button: string | undefined; liked: string | undefined };
  /** The heart's size and stroke. */
  icon: { size: number; strokeWidth?: number };
  /** The accessible name when the text after the heart does not say it (a bare count). */
  label?: string;
  children: ReactNode;
}

/** The heart of a post: pressed while the member likes it, its count or text after it. */
export function LikeButton({ liked, onLike, classNames, icon, label, children }: LikeButtonProps) {
  return (
    <button
      type="button"
      className={`${classNames.button} ${liked ? classNames.liked : ''}`}
      onClick={onLike}
      aria-pressed={liked}
      aria-label={label}
    >
      <Icon name="heart" {...icon} />
      {children}
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
