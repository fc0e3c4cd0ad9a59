import type { ReactNode } from 'react';
import styles from './card.module.css';

interface CardProps {
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** White rounded section used across account pages. */
export function Card({ title, extra, children, className }: CardProps) {
  return (
    <section className={`${styles.card} ${className ?? ''}`}>
      {(title || extra) && (
        <header className={styles.header}>
          <h2 className={styles.title}>{title}</h2>
          {extra}
        </header>
      )}
      {children}
    </section>
  );
}
