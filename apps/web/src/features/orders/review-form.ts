import { imageRules } from '../../components/ui/image-rules';
/** At most this many pictures per reviewed item. */
export const MAX_REVIEW_IMAGES = 6;
/** At most this many characters of review text (contract limit). */
export const MAX_REVIEW_TEXT = 500;

export interface ItemReview {
  /** Order item id. */
  id: number;
  score: number;
  comment: string;
  imgList: string[];
}

/** A fresh review for each order item: five stars, no text, no pictures. */
export function initialReviews(items: { id: number }[]): ItemReview[] {
  return items.map((item) => ({ id: item.id, score: 5, comment: '', imgList: [] }));
}

/**
 * The problem (orders:review.errors.*) of a review form before sending: every item needs 1-5 stars,
 * text of at most 500 characters and at most 6 pictures; undefined when it can be sent.
 */
export function reviewProblem(
  reviews: ItemReview[],
): 'score' | 'tooLong' | 'tooManyImages' | undefined {
  for (const review of reviews) {
    if (!Number.isInteger(review.score) || review.score < 1 || review.score > 5) return 'score';
    if (review.comment.trim().length > MAX_REVIEW_TEXT) return 'tooLong';
    if (review.imgList.length > MAX_REVIEW_IMAGES) return 'tooManyImages';
  }
  return undefined;
}

/** The commentOrder body: every item at once, texts trimmed. */
export function reviewPayload(orderId: number, reviews: ItemReview[]) {
  return {
    order_id: orderId,
    goodsList: reviews.map((review) => ({
      id: review.id,
      score: review.score,
      comment: review.comment.trim(),
      imgList: review.imgList,
    })),
  };
}

export const REVIEW_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/** A review's pictures: up to six per item, of the image types offered. */
export const REVIEW_IMAGES = imageRules(REVIEW_IMAGE_TYPES, MAX_REVIEW_IMAGES);
