import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../../../lib/media';
import { useHls } from '../../hooks/use-hls';
import styles from './hls-video.module.css';

/** The room's stream, full screen behind the overlay: muted autoplay, with a "tap for sound" button. */
export function HlsVideo({ url, poster }: { url: string; poster: string }) {
  const { t } = useTranslation('find');
  const video = useRef<HTMLVideoElement>(null);
  const [muted, setMuted] = useState(true);
  const failed = useHls(video, mediaUrl(url));
  const unmute = () => {
    const element = video.current;
    if (!element) return;
    element.muted = false;
    setMuted(false);
    void element.play().catch(() => undefined);
  };
  return (
    <>
      <video
        ref={video}
        className={styles.video}
        poster={mediaUrl(poster) || undefined}
        autoPlay
        muted
        playsInline
        loop
        aria-label={t('live.stream')}
      />
      {failed && <p className={styles.failed}>{t('live.streamFailed')}</p>}
      {muted && !failed && (
        <button type="button" className={styles.sound} onClick={unmute}>
          {t('live.tapForSound')}
        </button>
      )}
    </>
  );
}
