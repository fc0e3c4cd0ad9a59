import type { ReactNode } from 'react';
import { useGoBack } from './use-go-back';
import styles from './nav-bar.module.css';
import { BackButton } from '../ui/back-button';

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
  const back = useGoBack();
  const goBack = onBack ?? back;
  return (
    <header className={`${styles.bar} ${styles[tone]}`}>
      <div className={styles.side}>
        {showBack && <BackButton className={styles.back} onClick={goBack} />}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={`${styles.side} ${styles.right}`}>{right}</div>
    </header>
  );
}
