import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HiddenFileInput } from './hidden-file-input';
import { Icon } from './icon';
import { Spinner } from './spinner';
import { toastError } from './toast';
import { ApiError } from '@cloudmall/client';
import { api } from '../../lib/api';
import { prepareImage } from '../../lib/image-upload';
import styles from './private-photo-field.module.css';

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Uploads an identity photo privately (only signed addresses show it); answers its path. */
export async function uploadPrivatePhoto(file: File): Promise<string> {
  const uploaded = await api.upload(file, { silent: true }, 'upload', { purpose: 'kyc' });
  return uploaded.url;
}

interface PrivatePhotoFieldProps {
  label: string;
  /** The uploaded `/private/kyc/...` path, '' until uploaded. */
  value: string;
  /** A signed address of a photo uploaded earlier (a saved form), shown until another is chosen. */
  savedUrl?: string;
  /** The badge on an uploaded photo. */
  uploadedLabel: string;
  onChange: (url: string) => void;
  error?: string;
  onBusyChange: (busy: boolean) => void;
}

/**
 * Picks an identity photo, shows it at once, shrinks it in the browser and uploads it; a photo still
 * over the contract's limit, or refused by the server as too large, shows the limit's message here.
 */
export function PrivatePhotoField({
  label,
  value,
  savedUrl,
  uploadedLabel,
  onChange,
  error,
  onBusyChange,
}: PrivatePhotoFieldProps) {
  const { t } = useTranslation(['errors']);
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string>();

  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = async (file: File) => {
    if (!ACCEPTED_TYPES.includes(file.type)) return setProblem('errors:upload_type_not_allowed');
    setProblem(undefined);
    setPreview(URL.createObjectURL(file));
    setUploading(true);
    onBusyChange(true);
    try {
      onChange(await uploadPrivatePhoto(await prepareImage(file)));
    } catch (failure) {
      setPreview(undefined);
      onChange('');
      if (failure instanceof ApiError && failure.messageKey === 'upload_too_large')
        setProblem('errors:upload_too_large');
      else toastError(failure);
    } finally {
      setUploading(false);
      onBusyChange(false);
    }
  };

  const shown = error ?? (problem && t(problem));
  const picture = preview ?? (value && savedUrl ? savedUrl : undefined);
  return (
    <div className={styles.field}>
      <button
        type="button"
        className={`${styles.tile} ${shown ? styles.invalid : ''}`}
        onClick={() => input.current?.click()}
        disabled={uploading}
      >
        {picture ? (
          <img src={picture} alt={label} className={styles.image} />
        ) : (
          <Icon name="idcard" size={34} strokeWidth={1.4} />
        )}
        {uploading && (
          <span className={styles.overlay}>
            <Spinner size={24} color="#fff" />
          </span>
        )}
        {!uploading && value && (
          <span className={styles.done}>
            <Icon name="check" size={16} /> {uploadedLabel}
          </span>
        )}
        {!picture && (
          <span className={styles.prompt}>
            <Icon name="camera" size={16} /> {label}
          </span>
        )}
      </button>
      <HiddenFileInput
        ref={input}
        accept={ACCEPTED_TYPES}
        onChoose={([file]) => void choose(file)}
        aria-label={label}
      />
      {shown && (
        <p className={styles.error} role="alert">
          {shown}
        </p>
      )}
    </div>
  );
}
