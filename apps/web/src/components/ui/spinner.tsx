import styles from './spinner.module.css';

/** A light CSS spinner for start-up and page loading (no animation library in the first bundle). */
export function Spinner({
  size = 32,
  color = 'var(--cm-primary)',
}: {
  size?: number;
  color?: string;
}) {
  return (
    <span
      className={styles.spinner}
      style={{ width: size, height: size, borderColor: `${color} transparent ${color} ${color}` }}
      aria-hidden="true"
    />
  );
}
