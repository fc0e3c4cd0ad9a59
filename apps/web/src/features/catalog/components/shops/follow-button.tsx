import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../components/ui/icon';
import styles from './follow-button.module.css';

/** Follow / following pill; the caller decides what a tap does (visitors go to login). */
export function FollowButton({
  following,
  pending,
  onClick,
  tone = 'light',
}: {
  following: boolean;
  pending?: boolean;
  onClick: () => void;
  tone?: 'light' | 'dark';
}) {
  const { t } = useTranslation('catalog');
  return (
    <button
      type="button"
      className={`${styles.button} ${following ? styles.following : styles.follow} ${tone === 'dark' ? styles.dark : ''}`}
      aria-pressed={following}
      disabled={pending}
      onClick={onClick}
    >
      {!following && <Icon name="plus" size={14} strokeWidth={2.4} />}
      {t(following ? 'shop.following' : 'shop.follow')}
    </button>
  );
}
