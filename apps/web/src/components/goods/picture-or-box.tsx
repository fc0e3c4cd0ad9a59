import { MediaImage } from '../ui/media-image';
import { Icon } from '../ui/icon';

interface PictureOrBoxProps {
  /** An uploaded picture's path; empty when there is none. */
  src: string;
  /** The box drawn in its place when there is no picture. */
  boxSize: number;
  className?: string;
  /** How wide the picture is drawn (a thumbnail unless told). */
  sizes?: string;
}

/** A goods' or a category's picture (decorative, loaded lazily), or a box when it has none. */
export function PictureOrBox({ src, boxSize, className, sizes = '120px' }: PictureOrBoxProps) {
  return src ? (
    <MediaImage className={className} src={src} sizes={sizes} />
  ) : (
    <Icon name="box" size={boxSize} />
  );
}
