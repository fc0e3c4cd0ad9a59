import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryFailedView } from '../../../../components/layout/load-failed-view';
import { PageLoadingView } from '../../../../components/layout/page-loading-view';
import { Card } from '../../../../components/ui/card';
import { DeadEnd } from '../../../../components/ui/dead-end';
import { ImagePicker, imagePickerLabels } from '../../../../components/ui/image-picker';
import { PrimaryButton } from '../../../../components/ui/primary-button';
import { TextArea } from '../../../../components/ui/text-area';
import { toast } from '../../../../components/ui/toast';
import { useBusy } from '../../../../lib/forms/use-busy';
import { refreshOrderCounters, reviewOrder, uploadReviewImage } from '../../api/order-api';
import { orderKeys, orderQueries, type OrderInfo } from '../../api/order-queries';
import { orderPaths } from '../../hooks/use-order-actions';
import {
  initialReviews,
  MAX_REVIEW_TEXT,
  REVIEW_IMAGES,
  reviewPayload,
  reviewProblem,
  type ItemReview,
} from '../../review-form';
import { OrderGoodsRow } from '../../../../components/order/order-goods-row';
import { StarInput } from './star-input';
import styles from './review-form-view.module.css';
import { PAGES } from '../../../../lib/paths';

/** Review a received order: stars, text and up to six pictures per item, sent all at once. */
export function ReviewFormView({ id }: { id: number }) {
  const { t } = useTranslation('orders');
  const query = useQuery(orderQueries.info(id));
  if (query.isPending) return <PageLoadingView />;
  if (query.isError) return <QueryFailedView query={query} />;
  if (query.data.state !== 4) {
    return (
      <DeadEnd
        icon="review"
        title={t('review.notAllowedTitle')}
        description={t('review.notAllowed')}
        to={orderPaths.details(id)}
        action={t('review.toOrder')}
        outline
      />
    );
  }
  return <ReviewForm order={query.data} />;
}

function ReviewForm({ order }: { order: OrderInfo }) {
  const { t } = useTranslation(['orders', 'errors']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [reviews, setReviews] = useState<ItemReview[]>(() => initialReviews(order.goods));
  // The items whose pictures are still uploading: sending waits for all of them.
  const [uploadingItems, setUploadingItems] = useState<readonly number[]>([]);
  const uploading = uploadingItems.length > 0;
  const setItemUploading = useCallback(
    (itemId: number, busy: boolean) =>
      setUploadingItems((current) =>
        current.includes(itemId) === busy
          ? current
          : busy
            ? [...current, itemId]
            : current.filter((entry) => entry !== itemId),
      ),
    [],
  );
  const { busy, run } = useBusy();
  const textId = useId();

  const update = (itemId: number, change: (review: ItemReview) => ItemReview) =>
    setReviews((current) =>
      current.map((review) => (review.id === itemId ? change(review) : review)),
    );

  const send = async () => {
    if (uploading) return void toast.info(t('review.waitUploads'));
    const problem = reviewProblem(reviews);
    if (problem) return void toast.fail(t(`review.errors.${problem}`));
    await run(async () => {
      await reviewOrder(reviewPayload(order.id, reviews));
      toast.success(t('review.sent'));
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void refreshOrderCounters();
      void navigate(PAGES.myComments, { replace: true });
    });
  };

  return (
    <div className={styles.page}>
      {order.goods.map((item) => {
        const review = reviews.find((entry) => entry.id === item.id);
        if (!review) return null;
        return (
          <Card key={item.id}>
            <div data-testid="review-item">
              <OrderGoodsRow {...item} />
              <StarInput
                label={t('review.score')}
                value={review.score}
                onChange={(score) => update(item.id, (entry) => ({ ...entry, score }))}
              />
              <div className={styles.text}>
                <label className={styles.hidden} htmlFor={`${textId}-${item.id}`}>
                  {t('review.text')}
                </label>
                <TextArea
                  id={`${textId}-${item.id}`}
                  value={review.comment}
                  onChange={(comment) => update(item.id, (entry) => ({ ...entry, comment }))}
                  placeholder={t('review.placeholder')}
                  maxLength={MAX_REVIEW_TEXT}
                  showCount
                  autoSize={{ minRows: 3, maxRows: 6 }}
                />
              </div>
              <ImagePicker
                images={review.imgList}
                onChange={(change) =>
                  update(item.id, (entry) => ({ ...entry, imgList: change(entry.imgList) }))
                }
                onUploadingChange={(busy) => setItemUploading(item.id, busy)}
                {...REVIEW_IMAGES}
                upload={uploadReviewImage}
                testId="review-image-file"
                labels={imagePickerLabels(t, 'review')}
              />
            </div>
          </Card>
        );
      })}
      <div className={styles.actions}>
        <PrimaryButton onClick={() => void send()} loading={busy} disabled={uploading}>
          {t('review.submit')}
        </PrimaryButton>
      </div>
    </div>
  );
}
