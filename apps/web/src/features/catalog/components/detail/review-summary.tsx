import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../../components/ui/icon';
import { formatCount } from '../../../../lib/count-format';
import type { GoodsDetail } from '../../api/catalog-queries';
import { CommentItem } from '../comments/comment-item';
import styles from './review-summary.module.css';
import { PAGES } from '../../../../lib/paths';

/** Reviews on the detail page: count and good rate, counts by tag, the latest review; opens all reviews. */
export function ReviewSummary({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation('catalog');
  const { statistics, data } = goods.comment_list;
  const latest = data[0];
  const link = `${PAGES.productComment}?id=${goods.id}`;
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <Link to={link} className={styles.header}>
        <h2 id={headingId}>{t('comments.heading', { value: formatCount(statistics.total) })}</h2>
        {statistics.total > 0 && (
          <span className={styles.rate}>{t('comments.rate', { rate: statistics.rate })}</span>
        )}
        <Icon name="right" size={16} />
      </Link>
      {statistics.total > 0 && (
        <div className={styles.tags}>
          {(['good', 'pertinent', 'poor', 'figure'] as const).map((tag) => (
            <Link key={tag} to={`${link}&tag=${tag}`} className={styles.tag}>
              {t(`comments.tags.${tag}`)} {formatCount(statistics[tag])}
            </Link>
          ))}
        </div>
      )}
      {latest ? (
        <CommentItem comment={latest} expandable={false} />
      ) : (
        <p className={styles.none}>{t('comments.none')}</p>
      )}
      {statistics.total > 1 && (
        <Link to={link} className={styles.all}>
          {t('comments.all')}
        </Link>
      )}
    </section>
  );
}
