import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { likesQuery, type LikesPage } from '../../lib/queries/likes-query';
import { GoodsFeed } from './goods-feed';
import styles from './guess-you-like.module.css';

/** "Guess you like": best sellers leaning to what the shopper viewed, two columns, paged at reach-bottom. */
export function GuessYouLike({ pages, title }: { pages: LikesPage; title?: string }) {
  const { t } = useTranslation('catalog');
  const query = useInfiniteQuery(likesQuery(pages));
  return (
    <section className={styles.section} aria-label={title || t('likes.title')}>
      <h2 className={styles.title}>
        <span aria-hidden="true" />
        {title || t('likes.title')}
        <span aria-hidden="true" />
      </h2>
      <GoodsFeed
        query={query}
        layout={2}
        gutter={20}
        empty={{ icon: 'heart', title: t('likes.empty') }}
      />
    </section>
  );
}
