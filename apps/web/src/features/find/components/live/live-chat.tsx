import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveLine } from '../../live/live-messages';
import styles from './live-chat.module.css';

/** The chat overlay: a welcome note, then who came, left or followed, and chat lines, newest at the bottom. All text. */
export function LiveChat({ lines }: { lines: LiveLine[] }) {
  const { t } = useTranslation('find');
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lines]);
  return (
    <ol ref={list} className={styles.chat} aria-label={t('live.chat')} aria-live="polite">
      <li className={`${styles.line} ${styles.notice}`}>{t('live.welcome')}</li>
      {lines.map((line) => (
        <li key={line.id} className={`${styles.line} ${line.kind === 'msg' ? '' : styles.event}`}>
          <span className={styles.name}>{line.name || t('live.someone')}</span>
          {line.kind === 'msg' ? (
            <span className={styles.text}>{line.text}</span>
          ) : (
            <span>{t(`live.lines.${line.kind}`)}</span>
          )}
        </li>
      ))}
    </ol>
  );
}
