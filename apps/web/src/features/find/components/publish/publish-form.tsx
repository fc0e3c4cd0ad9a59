import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ImagePicker, imagePickerLabels } from '../../../../components/ui/image-picker';
import { PrimaryButton } from '../../../../components/ui/primary-button';
import { Segmented } from '../../../../components/ui/segmented';
import { TextArea } from '../../../../components/ui/text-area';
import { toast } from '../../../../components/ui/toast';
import { publishPost, uploadImage } from '../../api/find-api';
import { findKeys } from '../../api/find-queries';
import { findPaths } from '../../find-navigation';
import {
  MAX_POST_TEXT,
  POST_IMAGES,
  publishProblem,
  publishVideoProblem,
} from '../../publish-rules';
import { type PickedVideo, VideoPicker } from './video-picker';
import styles from './publish-form.module.css';

type Mode = 'image' | 'video';

/** /pages/apps/find/user-add: text with up to nine uploaded pictures, or with one video (its first frame is the cover). */
export function PublishForm() {
  const { t } = useTranslation('find');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [mode, setMode] = useState<Mode>('image');
  const [text, setText] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [video, setVideo] = useState<PickedVideo | null>(null);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const problem =
    mode === 'image'
      ? publishProblem(text, images.length, uploading)
      : publishVideoProblem(text, video !== null, uploading);

  const publish = async () => {
    if (problem || sending) return;
    setSending(true);
    try {
      const post =
        video && mode === 'video'
          ? await publishPost({
              type: 'video',
              content: text.trim(),
              video_url: video.url,
              cover: video.cover,
            })
          : await publishPost({ type: 'image', content: text.trim(), images });
      await client.invalidateQueries({ queryKey: findKeys.all });
      toast.success(t('publish.done'));
      void navigate(findPaths.details(post.id), { replace: true });
    } catch {
      // the request layer showed the failure; the draft stays
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.form}>
      <Segmented
        block
        value={mode}
        onChange={(value) => setMode(value as Mode)}
        options={[
          { value: 'image', label: t('publish.modes.image') },
          { value: 'video', label: t('publish.modes.video') },
        ]}
      />
      <label className={styles.label} htmlFor="find-publish-text">
        {t('publish.textLabel')}
      </label>
      <TextArea
        id="find-publish-text"
        className={styles.text}
        value={text}
        onChange={setText}
        placeholder={t('publish.textPlaceholder')}
        maxLength={MAX_POST_TEXT}
        showCount
        autoSize={{ minRows: 5, maxRows: 12 }}
      />
      {mode === 'image' ? (
        <ImagePicker
          images={images}
          onChange={setImages}
          onUploadingChange={setUploading}
          {...POST_IMAGES}
          upload={uploadImage}
          columns={3}
          testId="find-image-file"
          labels={imagePickerLabels(t, 'publish')}
        />
      ) : (
        <VideoPicker video={video} onChange={setVideo} onUploadingChange={setUploading} />
      )}
      <p className={styles.hint}>
        {problem ? t(`publish.missing.${problem}`) : t('publish.ready')}
      </p>
      <PrimaryButton
        onClick={() => void publish()}
        loading={sending}
        disabled={problem !== undefined}
      >
        {t('publish.submit')}
      </PrimaryButton>
    </div>
  );
}
