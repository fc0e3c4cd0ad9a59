import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../components/ui/icon';
import { Spinner } from '../../../../components/ui/spinner';
import { toast, toastError } from '../../../../components/ui/toast';
import { mediaUrl } from '../../../../lib/media';
import { uploadReviewImage } from '../../api/order-api';
import { MAX_REVIEW_IMAGES, REVIEW_IMAGE_TYPES, reviewImageProblem } from '../../review-form';
import styles from './review-images.module.css';

interface ReviewImagesProps {
  images: string[];
  onChange: (update: (images: string[]) => string[]) => void;
  onUploading: (delta: number) => void;
}

/** Up to six pictures for one item: each picked file is checked, uploaded, and can be removed. */
export function ReviewImages({ images, onChange, onUploading }: ReviewImagesProps) {
  const { t } = useTranslation(['orders', 'errors']);
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const room = Math.max(0, MAX_REVIEW_IMAGES - images.length - uploading);
    if (room < files.length) toast.info(t('review.imageLimit', { count: MAX_REVIEW_IMAGES }));
    const accepted = files.slice(0, room).filter((file) => {
      const problem = reviewImageProblem(file);
      if (problem) toast.fail(t(`errors:${problem}`));
      return !problem;
    });
    setUploading((count) => count + accepted.length);
    onUploading(accepted.length);
    for (const file of accepted) {
      try {
        const { url } = await uploadReviewImage(file);
        onChange((current) => [...current, url].slice(0, MAX_REVIEW_IMAGES));
      } catch (error) {
        toastError(error);
      } finally {
        setUploading((count) => count - 1);
        onUploading(-1);
      }
    }
  };

  return (
    <ul className={styles.grid}>
      {images.map((url, index) => (
        <li key={`${url}-${index}`} className={styles.cell}>
          <img src={mediaUrl(url)} alt={t('review.imageAlt', { index: index + 1 })} />
          <button type="button" className={styles.remove} onClick={() => onChange((current) => current.filter((_, at) => at !== index))} aria-label={t('review.removeImage', { index: index + 1 })}>
            <Icon name="close" size={14} strokeWidth={2.4} />
          </button>
        </li>
      ))}
      {Array.from({ length: uploading }, (_, index) => (
        <li key={`uploading-${index}`} className={`${styles.cell} ${styles.pending}`} role="status" aria-label={t('review.uploading')}>
          <Spinner size={22} />
        </li>
      ))}
      {images.length + uploading < MAX_REVIEW_IMAGES && (
        <li className={styles.cell}>
          <button type="button" className={styles.add} onClick={() => input.current?.click()}>
            <Icon name="camera" size={24} />
            <span>{t('review.addImages', { count: images.length, max: MAX_REVIEW_IMAGES })}</span>
          </button>
          <input ref={input} type="file" accept={REVIEW_IMAGE_TYPES.join(',')} multiple className={styles.file} onChange={(event) => void pick(event)} data-testid="review-image-file" />
        </li>
      )}
    </ul>
  );
}
