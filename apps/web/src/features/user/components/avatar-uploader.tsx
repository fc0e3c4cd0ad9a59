import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { HiddenFileInput } from '../../../components/ui/hidden-file-input';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { toast, toastError } from '../../../components/ui/toast';
import { useBusy } from '../../../lib/forms/use-busy';
import { prepareImage } from '../../../lib/image-upload';
import { useUserStore } from '../../../stores/user-store';
import { uploadAvatar } from '../api/user-api';
import styles from './avatar-uploader.module.css';

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/**
 * Picks an image, shrinks it in the browser (refused with the limit's message when still too large),
 * previews it, uploads it to /api/common/upload and saves it as the avatar.
 */
export function AvatarUploader({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation(['user', 'errors']);
  const avatar = useUserStore((state) => state.avatar);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<string>();
  const { busy, run } = useBusy();

  // the preview URL is released when replaced or when the page closes
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = async (chosen: File) => {
    if (!ACCEPTED_TYPES.includes(chosen.type))
      return toast.fail(t('errors:upload_type_not_allowed'));
    try {
      const ready = await prepareImage(chosen);
      setFile(ready);
      setPreview(URL.createObjectURL(ready));
    } catch (error) {
      toastError(error);
    }
  };

  const upload = async () => {
    if (!file) return;
    await run(async () => {
      await uploadAvatar(file);
      toast.success(t('portrait.saved'));
      onSaved();
    });
  };

  return (
    <div className={styles.uploader}>
      <button
        type="button"
        className={styles.preview}
        onClick={() => input.current?.click()}
        aria-label={t('portrait.choose')}
      >
        <Avatar src={preview ?? avatar} alt={t('header.avatar')} size={160} />
        <span className={styles.camera}>{t('portrait.tapToChoose')}</span>
      </button>
      <p className="cm-muted">{t('portrait.hint')}</p>
      <HiddenFileInput
        ref={input}
        accept={ACCEPTED_TYPES}
        onChoose={([chosen]) => void choose(chosen)}
        data-testid="avatar-file"
      />
      <div className={styles.actions}>
        <PrimaryButton variant="outline" onClick={() => input.current?.click()}>
          {t('portrait.choose')}
        </PrimaryButton>
        <PrimaryButton onClick={() => void upload()} loading={busy} disabled={!file}>
          {t('portrait.upload')}
        </PrimaryButton>
      </div>
    </div>
  );
}
