import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../../lib/count-format';
import type { CommentTag } from '../../api/catalog-queries';
import styles from './comment-tabs.module.css';

export const COMMENT_TABS: CommentTag[] = ['all', 'good', 'pertinent', 'poor', 'figure'];

interface Statistics {
  rate: number;
  total: number;
  good: number;
  pertinent: number;
  poor: number;
  figure: number;
}

/** The good rate and the review tabs with their counts (all, good, pertinent, poor, with pictures). */
export function CommentTabs({
  tag,
  statistics,
  onChange,
}: {
  tag: CommentTag;
  statistics?: Statistics;
  onChange: (tag: CommentTag) => void;
}) {
  const { t } = useTranslation('catalog');
  const count = (item: CommentTag) =>
    statistics ? formatCount(item === 'all' ? statistics.total : statistics[item]) : '';
  return (
    <div className={styles.bar}>
      {statistics && statistics.total > 0 && (
        <p className={styles.rate}>{t('comments.rate', { rate: statistics.rate })}</p>
      )}
      <div className={styles.tabs} role="tablist" aria-label={t('comments.filter')}>
        {COMMENT_TABS.map((item) => (
          <button
            key={item}
            type="button"
            role="tab"
            aria-selected={tag === item}
            className={tag === item ? styles.on : styles.tab}
            onClick={() => onChange(item)}
          >
            {t(`comments.tags.${item}`)} {count(item)}
          </button>
        ))}
      </div>
    </div>
  );
}
