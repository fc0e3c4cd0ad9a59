import { mediaUrl } from '../../lib/media';
import { Icon } from '../ui/icon';

interface PictureOrBoxProps {
  /** An uploaded picture's path; empty when there is none. */
  src: string;
  /** The box drawn in its place when there is no picture. */
  boxSize: number;
  className?: string;
}

/** A goods' or a category's picture (decorative, loaded lazily), or a box when it has none. */
export function PictureOrBox({ src, boxSize, className }: PictureOrBoxProps) {
  const image = mediaUrl(src);
  return image ? (
    <img className={className} src={image} alt="" loading="lazy" />
  ) : (
    <Icon name="box" size={boxSize} />
  );
}
