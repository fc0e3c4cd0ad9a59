import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HiddenFileInput } from '../../../../components/ui/hidden-file-input';
import { Icon } from '../../../../components/ui/icon';
import { Spinner } from '../../../../components/ui/spinner';
import { toastError } from '../../../../components/ui/toast';
import { ApiError } from '@cloudmall/client';
import { prepareImage } from '../../../../lib/image-upload';
import { uploadKycPhoto } from '../../api/wallet-api';
import styles from './kyc-photo-field.module.css';

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

interface KycPhotoFieldProps {
  label: string;
  /** The uploaded `/uploads/...` path, '' until uploaded. */
  value: string;
  onChange: (url: string) => void;
  error?: string;
  onBusyChange: (busy: boolean) => void;
}

/**
 * Picks an identity photo, shows it at once, shrinks it in the browser and uploads it; a photo still
 * over the contract's limit, or refused by the server as too large, shows the limit's message here.
 */
export function KycPhotoField({ label, value, onChange, error, onBusyChange }: KycPhotoFieldProps) {
  const { t } = useTranslation(['wallet', 'errors']);
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
      onChange(await uploadKycPhoto(await prepareImage(file)));
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
  return (
    <div className={styles.field}>
      <button
        type="button"
        className={`${styles.tile} ${shown ? styles.invalid : ''}`}
        onClick={() => input.current?.click()}
        disabled={uploading}
      >
        {preview ? (
          <img src={preview} alt={label} className={styles.image} />
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
            <Icon name="check" size={16} /> {t('kyc.uploaded')}
          </span>
        )}
        {!preview && (
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
