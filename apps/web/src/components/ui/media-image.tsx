import type { CSSProperties } from 'react';
import { mediaSrcSet, mediaUrl } from '../../lib/media';

interface MediaImageProps {
  /** An uploaded picture's path (or an outside address). */
  src: string;
  /** How wide the picture is drawn, for the browser to pick a copy from the `srcset`. */
  sizes: string;
  /** The largest picture above the fold (home's first banner, the goods' main picture): loaded first, never lazily. */
  priority?: boolean;
  alt?: string;
  className?: string;
  style?: CSSProperties;
  /** Intrinsic size, so the space is kept before the picture arrives (CSS aspect-ratio does it otherwise). */
  width?: number;
  height?: number;
}

/** A stored picture with its responsive copies: lazy and decoded off the main thread unless `priority`. */
export function MediaImage({ src, sizes, priority = false, alt = '', ...rest }: MediaImageProps) {
  const srcSet = mediaSrcSet(src);
  return (
    <img
      src={mediaUrl(src)}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      {...rest}
    />
  );
}
