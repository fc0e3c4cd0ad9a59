import { Spinner } from '../ui/spinner';
import { useEffect, useState } from 'react';
import { PAGE_LOADING_DELAY_MS } from '../../lib/route-loading';
import styles from './page-states.module.css';

/** Spec §9: the loading view appears only when a page takes longer than 200 ms. */
export function PageLoadingView({ delayMs = PAGE_LOADING_DELAY_MS }: { delayMs?: number }) {
  const [visible, setVisible] = useState(delayMs <= 0);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!visible) return null;
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <Spinner size={32} />
    </div>
  );
}

/** A thin progress bar at the top while a navigation is pending longer than 200 ms. */
export function NavigationProgress({ active }: { active: boolean }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => setVisible(true), PAGE_LOADING_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setVisible(false);
    };
  }, [active]);
  return visible ? <div className={styles.progress} role="progressbar" aria-busy="true" /> : null;
}
