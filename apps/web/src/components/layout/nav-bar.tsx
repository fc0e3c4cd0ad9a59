import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGoBack } from './use-go-back';
import styles from './nav-bar.module.css';
import { IconButton } from '../ui/icon-button';

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
          <IconButton
            icon="back"
            size={24}
            strokeWidth={2}
            className={styles.back}
            onClick={goBack}
            label={t('actions.back')}
          />
        )}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={`${styles.side} ${styles.right}`}>{right}</div>
    </header>
  );
}
