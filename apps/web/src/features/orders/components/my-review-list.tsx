import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedList } from '../../../components/layout/paged-list';
import { StarRating } from '../../../components/ui/star-rating';
import { mediaUrl } from '../../../lib/media';
import { formatDateTime } from '../../../lib/time';
import { orderQueries, type MyReview } from '../api/order-queries';
import styles from './my-review-list.module.css';
import { paths } from '../../../lib/paths';

function MyReviewRow({ review }: { review: MyReview }) {
  const { t } = useTranslation('orders');
  return (
    <li className={styles.row} data-testid="my-review">
      <div className={styles.head}>
        <StarRating
          score={review.score}
          label={t('review.stars', { count: review.score })}
          size={14}
        />
        <time className={styles.time}>{formatDateTime(review.createtime)}</time>
      </div>
      <p className={styles.content}>{review.content || t('myReviews.noText')}</p>
      {review.images.length > 0 && (
        <div className={styles.images}>
          {review.images.map((image, index) => (
            <img
              key={`${image}-${index}`}
              src={mediaUrl(image)}
              alt={t('review.imageAlt', { index: index + 1 })}
              loading="lazy"
            />
          ))}
        </div>
      )}
      <Link to={paths.goods(review.goods_id)} className={styles.goods}>
        <img src={mediaUrl(review.goods.image)} alt="" loading="lazy" />
        <span className={styles.goodsText}>
          <span className={styles.title}>{review.goods.title}</span>
          {review.sku && <small>{review.sku}</small>}
        </span>
      </Link>
    </li>
  );
}

/** The member's reviews, newest first; the next page loads 150 px before the end. */
export function MyReviewList() {
  const { t } = useTranslation('orders');
  const query = useInfiniteQuery(orderQueries.myReviews());
  return (
    <PagedList
      query={query}
      listClassName={styles.list}
      renderItem={(review) => <MyReviewRow key={review.id} review={review} />}
      empty={{
        icon: 'review',
        title: t('myReviews.emptyTitle'),
        description: t('myReviews.empty'),
      }}
    />
  );
}
