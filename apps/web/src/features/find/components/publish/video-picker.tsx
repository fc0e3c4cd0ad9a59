import { megabytes, UPLOAD_VIDEO_MAX_BYTES } from '@cloudmall/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../components/ui/icon';
import { toast, toastError } from '../../../../components/ui/toast';
import { uploadImage } from '../../api/find-api';
import { videoProblem, VIDEO_TYPES } from '../../publish-rules';
import styles from './publish-form.module.css';

export interface PickedVideo {
  url: string;
  cover: string;
}

/** Draws the video's first frame into a JPEG file, used as the post's cover. */
async function firstFrame(file: File): Promise<File> {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.src = URL.createObjectURL(file);
  try {
    await new Promise<void>((resolve, reject) => {
      video.onloadeddata = () => resolve();
      video.onerror = () => reject(new Error('unreadable video'));
    });
    video.currentTime = Math.min(0.1, video.duration || 0);
    await new Promise<void>((resolve) => (video.onseeked = () => resolve()));
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.9),
    );
    if (!blob) throw new Error('no frame');
    return new File([blob], 'cover.jpg', { type: 'image/jpeg' });
  } finally {
    URL.revokeObjectURL(video.src);
  }
}

interface VideoPickerProps {
  video: PickedVideo | null;
  onChange: (video: PickedVideo | null) => void;
  onUploadingChange: (uploading: boolean) => void;
}

/** Picks one MP4 or WebM video, uploads it and its first frame as the cover, and previews it. */
export function VideoPicker({ video, onChange, onUploadingChange }: VideoPickerProps) {
  const { t } = useTranslation(['find', 'errors']);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = videoProblem(file);
    if (problem)
      return toast.fail(t(`errors:${problem}`, { uploadMaxMb: megabytes(UPLOAD_VIDEO_MAX_BYTES) }));
    setBusy(true);
    onUploadingChange(true);
    try {
      const [uploaded, cover] = await Promise.all([
        uploadImage(file),
        firstFrame(file).then(uploadImage),
      ]);
      onChange({ url: uploaded.url, cover: cover.url });
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
      onUploadingChange(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className={styles.video}>
      {video ? (
        <div className={styles.videoPreview}>
          <video src={video.url} poster={video.cover} controls playsInline muted />
          <button type="button" className={styles.switch} onClick={() => onChange(null)}>
            {t('publish.videoRemove')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className={styles.videoPick}
          onClick={() => input.current?.click()}
          disabled={busy}
        >
          <Icon name={busy ? 'clock' : 'camera'} size={26} />
          <span>{busy ? t('publish.videoUploading') : t('publish.videoPick')}</span>
        </button>
      )}
      <input
        ref={input}
        type="file"
        accept={VIDEO_TYPES.join(',')}
        hidden
        aria-label={t('publish.videoLabel')}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
    </div>
  );
}
