import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HiddenFileInput } from './hidden-file-input';
import { Icon } from './icon';
import { Spinner } from './spinner';
import { toast, toastError } from './toast';
import { prepareImage } from '../../lib/image-upload';
import { mediaUrl } from '../../lib/media';
import styles from './image-picker.module.css';

/** Why a picked file is refused before upload: a key of the `errors` namespace. */
export type ImageFileProblem = 'upload_type_not_allowed' | 'upload_too_large';

/** The picker's texts, translated by the caller; indexes are 1-based. */
export interface ImagePickerLabels {
  /** Alt text of a chosen picture. */
  image: (index: number) => string;
  /** Name of a picture's remove button. */
  remove: (index: number) => string;
  /** Name of a picture still uploading. */
  uploading: string;
  /** Text of the add button, e.g. "2/9". */
  add: (count: number, max: number) => string;
  /** Toast when more files were picked than still fit. */
  limit: (max: number) => string;
}

/**
 * The picker's words from the caller's namespace: `<group>.imageAlt`, `.removeImage`, `.uploading`,
 * `.addImages` and `.imageLimit` (each form keeps them under its own group).
 */
export function imagePickerLabels(
  t: (key: string, values?: Record<string, number>) => string,
  group: string,
): ImagePickerLabels {
  return {
    image: (index) => t(`${group}.imageAlt`, { index }),
    remove: (index) => t(`${group}.removeImage`, { index }),
    uploading: t(`${group}.uploading`),
    add: (count, max) => t(`${group}.addImages`, { count, max }),
    limit: (count) => t(`${group}.imageLimit`, { count }),
  };
}

interface ImagePickerProps {
  images: string[];
  onChange: (update: (images: string[]) => string[]) => void;
  /** Called with true while any picture uploads, false otherwise (also once on mount). */
  onUploadingChange: (uploading: boolean) => void;
  /** At most this many pictures. */
  max: number;
  /** MIME types offered by the file dialog. */
  types: readonly string[];
  /** Why a picked file cannot be uploaded (its type), or undefined when it can. */
  check: (file: File) => ImageFileProblem | undefined;
  /** Uploads one picture (already shrunk and within the limit) and resolves to its `/uploads/...` url. */
  upload: (file: File) => Promise<{ url: string }>;
  labels: ImagePickerLabels;
  /** Columns of the grid (3 gives larger cells and add icon). */
  columns?: 3 | 4;
  /** `data-testid` of the hidden file input. */
  testId?: string;
}

/**
 * Up to `max` pictures: each picked file is checked, shrunk in the browser (long side 2048 px),
 * refused with the limit's message when still too large, uploaded one by one, and can be removed.
 * The limit is stated under the grid.
 */
export function ImagePicker({
  images,
  onChange,
  onUploadingChange,
  max,
  types,
  check,
  upload,
  labels,
  columns = 4,
  testId,
}: ImagePickerProps) {
  const { t } = useTranslation(['errors', 'common']);
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const reportUploading = useEffectEvent(onUploadingChange);
  useEffect(() => reportUploading(uploading > 0), [uploading]);

  const pick = async (files: File[]) => {
    const room = Math.max(0, max - images.length - uploading);
    if (room < files.length) toast.info(labels.limit(max));
    const accepted = files.slice(0, room).filter((file) => {
      const problem = check(file);
      if (problem) toast.fail(t(`errors:${problem}`));
      return !problem;
    });
    if (accepted.length === 0) return;
    setUploading((count) => count + accepted.length);
    for (const file of accepted) {
      try {
        const { url } = await upload(await prepareImage(file));
        onChange((current) => [...current, url].slice(0, max));
      } catch (error) {
        toastError(error);
      } finally {
        setUploading((count) => count - 1);
      }
    }
  };

  return (
    <>
      <ul className={columns === 3 ? `${styles.grid} ${styles.three}` : styles.grid}>
        {images.map((url, index) => (
          <li key={`${url}-${index}`} className={styles.cell}>
            <img src={mediaUrl(url)} alt={labels.image(index + 1)} />
            <button
              type="button"
              className={styles.remove}
              onClick={() => onChange((current) => current.filter((_, at) => at !== index))}
              aria-label={labels.remove(index + 1)}
            >
              <Icon name="close" size={14} strokeWidth={2.4} />
            </button>
          </li>
        ))}
        {Array.from({ length: uploading }, (_, index) => (
          <li
            key={`uploading-${index}`}
            className={`${styles.cell} ${styles.pending}`}
            role="status"
            aria-label={labels.uploading}
          >
            <Spinner size={22} />
          </li>
        ))}
        {images.length + uploading < max && (
          <li className={styles.cell}>
            <button type="button" className={styles.add} onClick={() => input.current?.click()}>
              <Icon name="camera" size={columns === 3 ? 26 : 24} />
              <span>{labels.add(images.length, max)}</span>
            </button>
            <HiddenFileInput
              ref={input}
              accept={types}
              multiple
              onChoose={(files) => void pick(files)}
              data-testid={testId}
            />
          </li>
        )}
      </ul>
      <p className={styles.limit}>{t('common:uploadLimit')}</p>
    </>
  );
}
