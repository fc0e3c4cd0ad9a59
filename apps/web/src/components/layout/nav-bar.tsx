import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icon';
import { useGoBack } from './use-go-back';
import styles from './nav-bar.module.css';

export type NavBarTone = 'light' | 'brand' | 'transparent';

interface NavBarProps {
  title: ReactNode;
  /** Tab pages have no back button. */
  back?: boolean;
  onBack?: () => void;
  right?: ReactNode;
  tone?: NavBarTone;
}

/** The custom navigation bar: sticky, centred title, back arrow, optional right-hand actions. */
export function NavBar({
  title,
  back: showBack = true,
  onBack,
  right,
  tone = 'light',
}: NavBarProps) {
  const { t } = useTranslation('common');
  const back = useGoBack();
  const goBack = onBack ?? back;
  return (
    <header className={`${styles.bar} ${styles[tone]}`}>
      <div className={styles.side}>
        {showBack && (
          <button
            type="button"
            className={styles.back}
            onClick={goBack}
            aria-label={t('actions.back')}
          >
            <Icon name="back" size={24} strokeWidth={2} />
          </button>
        )}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={`${styles.side} ${styles.right}`}>{right}</div>
    </header>
  );
}
