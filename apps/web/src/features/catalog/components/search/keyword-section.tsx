import type { ReactNode } from 'react';
import styles from './keyword-section.module.css';

interface KeywordSectionProps {
  title: string;
  keywords: string[];
  onPick: (keyword: string) => void;
  action?: ReactNode;
  /** Highlights the first few (hot keywords). */
  highlight?: number;
}

/** A titled group of keyword chips; keywords are plain text. */
export function KeywordSection({
  title,
  keywords,
  onPick,
  action,
  highlight = 0,
}: KeywordSectionProps) {
  if (keywords.length === 0) return null;
  return (
    <section className={styles.section}>
      <header className={styles.header}>
        <h2>{title}</h2>
        {action}
      </header>
      <ul className={styles.chips}>
        {keywords.map((keyword, index) => (
          <li key={keyword}>
            <button
              type="button"
              className={index < highlight ? styles.hot : styles.chip}
              onClick={() => onPick(keyword)}
            >
              {keyword}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
