import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../../lib/count-format';
import type { CommentTag } from '../../api/catalog-queries';
import styles from './comment-tabs.module.css';
import { TabStrip } from '../../../../components/ui/tab-strip';

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
      <TabStrip
        tabs={COMMENT_TABS.map((item) => ({
          value: item,
          label: (
            <>
              {t(`comments.tags.${item}`)} {count(item)}
            </>
          ),
        }))}
        value={tag}
        onChange={onChange}
        label={t('comments.filter')}
        classNames={{ row: styles.tabs, tab: styles.tab, on: styles.on }}
      />
    </div>
  );
}
