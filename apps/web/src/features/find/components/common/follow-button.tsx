import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../../components/ui/spinner';
import styles from './follow-button.module.css';

interface FollowButtonProps {
  following: boolean;
  pending?: boolean;
  onClick: () => void;
  /** `dark` for overlays on video. */
  tone?: 'light' | 'dark';
}

/** A small pill: "Follow" (filled) or "Following" (outlined); pressed state for assistive technology. */
export function FollowButton({
  following,
  pending = false,
  onClick,
  tone = 'light',
}: FollowButtonProps) {
  const { t } = useTranslation('find');
  return (
    <button
      type="button"
      className={`${styles.button} ${following ? styles.following : ''} ${tone === 'dark' ? styles.dark : ''}`}
      onClick={onClick}
      disabled={pending}
      aria-pressed={following}
    >
      {pending ? (
        <Spinner size={12} color={following ? 'var(--cm-text-3)' : '#fff'} />
      ) : (
        t(following ? 'follow.following' : 'follow.follow')
      )}
    </button>
  );
}
