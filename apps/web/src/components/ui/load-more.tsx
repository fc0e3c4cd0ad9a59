import { useTranslation } from 'react-i18next';
import { InfiniteScroll } from './infinite-scroll';
import { Spinner } from './spinner';
import styles from './load-more.module.css';

/** Spec §9: the next page loads when the list's end comes within 150 px. */
export const REACH_BOTTOM_PX = 150;

interface LoadMoreProps {
  hasMore: boolean;
  /** Rejects when the page failed: the footer then offers a retry. */
  onLoadMore: () => Promise<void>;
}

/** List footer that loads the next page near the bottom, with the spec's loading / no more / load failed texts. */
export function LoadMore({ hasMore, onLoadMore }: LoadMoreProps) {
  const { t } = useTranslation('common');
  return (
    <InfiniteScroll
      loadMore={onLoadMore}
      hasMore={hasMore}
      threshold={REACH_BOTTOM_PX}
      className={styles.footer}
    >
      {(more, failed, retry) => {
        if (failed) {
          return (
            <span className={styles.line}>
              {t('loader.failed')}
              <button type="button" className={styles.retry} onClick={retry}>
                {t('actions.retry')}
              </button>
            </span>
          );
        }
        if (!more) return <span className={styles.line}>{t('loader.noMore')}</span>;
        return (
          <span className={styles.line} role="status">
            <Spinner size={14} /> {t('loader.loading')}
          </span>
        );
      }}
    </InfiniteScroll>
  );
}
