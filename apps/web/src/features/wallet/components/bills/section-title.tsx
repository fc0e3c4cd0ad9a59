import styles from './section-title.module.css';

/** A small grey heading between a page's header and its list. */
export function SectionTitle({ children }: { children: string }) {
  return <h2 className={styles.title}>{children}</h2>;
}
