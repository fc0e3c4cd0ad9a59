import type { Comment } from '@cloudmall/contract/catalog';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../../components/ui/avatar';
import { ClampText } from '../../../../components/ui/clamp-text';
import { StarRating } from '../../../../components/ui/star-rating';
import { mediaUrl } from '../../../../lib/media';
import { formatRelativeTime } from '../../../../lib/relative-time';
import styles from './comment-item.module.css';

interface CommentItemProps {
  comment: Comment;
  /** Shows a picture full screen; without it the pictures are not buttons. */
  onPreview?: (url: string) => void;
  /** The expand toggle; the summary on the detail page keeps the text cut. */
  expandable?: boolean;
}

/** A review: reviewer, stars, time, the SKU, the text cut at two lines (plain text), its pictures and the shop's reply. */
export function CommentItem({ comment, onPreview, expandable = true }: CommentItemProps) {
  const { t } = useTranslation(['catalog', 'common']);
  const name = comment.user.nickname || t('catalog:comments.anonymous');
  return (
    <article className={styles.item} data-testid="review">
      <header className={styles.header}>
        <Avatar src={comment.user.avatar} alt={name} name={name} size={30} />
        <span className={styles.name}>{name}</span>
        <time className={styles.time}>{formatRelativeTime(comment.createtime, t)}</time>
      </header>
      <div className={styles.rating}>
        <StarRating
          score={comment.score}
          label={t('catalog:comments.stars', { count: comment.score })}
        />
        {comment.sku && <span className={styles.sku}>{comment.sku}</span>}
      </div>
      <ClampText
        text={comment.content || t('catalog:comments.noText')}
        moreLabel={expandable ? t('catalog:comments.more') : undefined}
        lessLabel={expandable ? t('catalog:comments.less') : undefined}
      />
      {comment.images.length > 0 && (
        <div className={styles.images}>
          {comment.images.slice(0, 9).map((image, index) =>
            onPreview ? (
              <button
                key={`${image}-${index}`}
                type="button"
                onClick={() => onPreview(mediaUrl(image))}
                aria-label={t('catalog:comments.viewImage', { index: index + 1 })}
              >
                <img src={mediaUrl(image)} alt="" loading="lazy" />
              </button>
            ) : (
              <img key={`${image}-${index}`} src={mediaUrl(image)} alt="" loading="lazy" />
            ),
          )}
        </div>
      )}
      {comment.reply ? (
        <p className={styles.reply} data-testid="review-reply">
          <strong>{t('catalog:comments.shopReply')}:</strong> {comment.reply}
        </p>
      ) : null}
    </article>
  );
}
