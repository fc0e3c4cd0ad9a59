import type { ReactNode } from 'react';
import { formatPrice } from '../../../lib/money';
import styles from '../../../components/ui/figure-card.module.css';

interface RewardFiguresProps {
  title: string;
  /** The figures, each a label and an amount ('12.30'); undefined while loading. */
  figures: { label: string; amount: string | undefined }[];
  failed: boolean;
  /** Where the money comes from (always shown: no yield is promised). */
  note: ReactNode;
}

/** A card of a member's totals (held, released, in all) and the rule they follow. */
export function RewardFigures({ title, figures, failed, note }: RewardFiguresProps) {
  const value = (amount: string | undefined) =>
    failed ? '--' : amount === undefined ? '…' : formatPrice(amount);
  const [first, ...rest] = figures;
  return (
    <section className={styles.card} aria-label={title} aria-busy={!failed && !first?.amount}>
      <span className={styles.label}>{first?.label}</span>
      <strong className={styles.main}>{value(first?.amount)}</strong>
      <dl className={`${styles.grid} ${styles.pairs}`}>
        {rest.map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>{value(figure.amount)}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>{note}</p>
    </section>
  );
}
