import { useState } from 'react';
import { mediaUrl } from '../../lib/media';
import { Icon } from './icon';
import styles from './avatar.module.css';

interface AvatarProps {
  src?: string;
  size?: number;
  alt: string;
  className?: string;
}

/** Round avatar; a missing or broken image shows a neutral person glyph. */
export function Avatar({ src, size = 56, alt, className }: AvatarProps) {
  const url = mediaUrl(src);
  const [failedUrl, setFailedUrl] = useState<string>();
  const showImage = url !== '' && failedUrl !== url;
  return (
    <span className={`${styles.avatar} ${className ?? ''}`} style={{ width: size, height: size }}>
      {showImage ? (
        <img src={url} alt={alt} onError={() => setFailedUrl(url)} />
      ) : (
        <Icon name="user" size={Math.round(size * 0.55)} strokeWidth={1.6} label={alt} />
      )}
    </span>
  );
}
