import { useState } from 'react';
import { mediaUrl } from '../../lib/media';
import { Icon } from './icon';
import styles from './avatar.module.css';

interface AvatarProps {
  src?: string;
  size?: number;
  alt: string;
  /** The person's or shop's name: without a picture its first letter shows, centred. */
  name?: string;
  className?: string;
}

/** The first letter (a whole grapheme: accented or CJK) of a name, upper-cased. */
export function initialOf(name: string | undefined): string {
  const first = Array.from(name?.trim() ?? '')[0];
  return first ? first.toLocaleUpperCase() : '';
}

/** Round avatar; a missing or broken image shows the name's initial, else a neutral person glyph. */
export function Avatar({ src, size = 56, alt, name, className }: AvatarProps) {
  const url = mediaUrl(src);
  const [failedUrl, setFailedUrl] = useState<string>();
  const showImage = url !== '' && failedUrl !== url;
  const initial = initialOf(name);
  return (
    <span className={`${styles.avatar} ${className ?? ''}`} style={{ width: size, height: size }}>
      {showImage ? (
        <img src={url} alt={alt} onError={() => setFailedUrl(url)} />
      ) : initial ? (
        <span
          className={styles.initial}
          style={{ fontSize: Math.round(size * 0.42) }}
          role="img"
          aria-label={alt}
          data-testid="avatar-initial"
        >
          {initial}
        </span>
      ) : (
        <Icon name="user" size={Math.round(size * 0.55)} strokeWidth={1.6} label={alt} />
      )}
    </span>
  );
}
