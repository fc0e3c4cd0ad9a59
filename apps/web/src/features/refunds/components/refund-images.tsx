import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { toast, toastError } from '../../../components/ui/toast';
import { mediaUrl } from '../../../lib/media';
import { uploadRefundImage } from '../api/refund-api';
import { imageProblem, IMAGE_TYPES, MAX_REFUND_IMAGES } from '../refund-form-rules';
import styles from './refund-images.module.css';

interface RefundImagesProps {
  images: string[];
  onChange: (update: (images: string[]) => string[]) => void;
  onUploadingChange: (uploading: boolean) => void;
}

/** Up to six evidence pictures: each picked file is checked, uploaded (`/uploads/...`) and can be removed. */
export function RefundImages({ images, onChange, onUploadingChange }: RefundImagesProps) {
  const { t } = useTranslation(['refunds', 'errors']);
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  useEffect(() => onUploadingChange(uploading > 0), [uploading, onUploadingChange]);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const room = Math.max(0, MAX_REFUND_IMAGES - images.length - uploading);
    if (room < files.length) toast.info(t('form.imageLimit', { count: MAX_REFUND_IMAGES }));
    const accepted = files.slice(0, room).filter((file) => {
      const problem = imageProblem(file);
      if (problem) toast.fail(t(`errors:${problem}`));
      return !problem;
    });
    if (accepted.length === 0) return;
    setUploading((count) => count + accepted.length);
    for (const file of accepted) {
      try {
        const { url } = await uploadRefundImage(file);
        onChange((current) => [...current, url].slice(0, MAX_REFUND_IMAGES));
      } catch (error) {
        toastError(error);
      } finally {
        setUploading((count) => count - 1);
      }
    }
  };

  return (
    <ul className={styles.grid}>
      {images.map((url, index) => (
        <li key={`${url}-${index}`} className={styles.cell}>
          <img src={mediaUrl(url)} alt={t('form.imageAlt', { index: index + 1 })} />
          <button type="button" className={styles.remove} onClick={() => onChange((current) => current.filter((_, at) => at !== index))} aria-label={t('form.removeImage', { index: index + 1 })}>
            <Icon name="close" size={14} strokeWidth={2.4} />
          </button>
        </li>
      ))}
      {Array.from({ length: uploading }, (_, index) => (
        <li key={`uploading-${index}`} className={`${styles.cell} ${styles.pending}`} role="status" aria-label={t('form.uploading')}>
          <Spinner size={22} />
        </li>
      ))}
      {images.length + uploading < MAX_REFUND_IMAGES && (
        <li className={styles.cell}>
          <button type="button" className={styles.add} onClick={() => input.current?.click()}>
            <Icon name="camera" size={24} />
            <span>{t('form.addImages', { count: images.length, max: MAX_REFUND_IMAGES })}</span>
          </button>
          <input ref={input} type="file" accept={IMAGE_TYPES.join(',')} multiple className={styles.file} onChange={(event) => void pick(event)} data-testid="refund-image-file" />
        </li>
      )}
    </ul>
  );
}
