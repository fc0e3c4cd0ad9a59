import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../../../lib/media';
import type { FindPost } from '../../api/find-queries';
import styles from './feed-media.module.css';

/** At most this many pictures show in a card. */
const MAX_GRID = 9;

/** The red "LIVE" pill with a pulsing dot. */
export function LiveBadge() {
  const { t } = useTranslation('find');
  return (
    <span className={styles.liveBadge}>
      <i aria-hidden="true" />
      {t('live.badge')}
    </span>
  );
}

/** A round play mark over a video cover. */
export function PlayBadge({ size = 44 }: { size?: number }) {
  return <span className={styles.play} style={{ width: size, height: size }} aria-hidden="true" />;
}

/**
 * A small "▶ Video" pill in a cover's corner: covers often carry their own play glyph, so a second
 * round play button in the middle would double it.
 */
export function VideoMark() {
  const { t } = useTranslation('find');
  return (
    <span className={styles.videoMark} data-testid="play-mark">
      <i aria-hidden="true" />
      {t('post.video')}
    </span>
  );
}

/** A post's pictures as a grid, a video's cover with a play mark, or a live room's cover with the live pill. */
export function FeedMedia({ post }: { post: FindPost }) {
  const { t } = useTranslation('find');
  if (post.type === 'video' && post.video) {
    return (
      <span className={styles.cover}>
        {post.video.cover && <img src={mediaUrl(post.video.cover)} alt="" loading="lazy" />}
        <VideoMark />
      </span>
    );
  }
  if (post.type === 'live') {
    const cover = post.images[0];
    return (
      <span className={`${styles.cover} ${styles.live}`}>
        {cover && <img src={mediaUrl(cover)} alt="" loading="lazy" />}
        <span className={styles.liveCorner}>
          <LiveBadge />
        </span>
        <span className={styles.watch}>{t('live.watch')}</span>
      </span>
    );
  }
  const images = post.images.slice(0, MAX_GRID);
  if (images.length === 0) return null;
  const columns =
    images.length === 1
      ? styles.one
      : images.length === 2 || images.length === 4
        ? styles.two
        : styles.three;
  return (
    <span className={`${styles.grid} ${columns}`}>
      {images.map((image, index) => (
        <span key={`${image}-${index}`} className={styles.cell}>
          <img src={mediaUrl(image)} alt="" loading="lazy" />
        </span>
      ))}
    </span>
  );
}
