import { mediaUrl } from '../../lib/media';
import { Icon } from './icon';

/** A stored picture (decorative, loaded lazily) or, when there is none, a box icon of `size`. */
export function PictureOrBox({ path, size }: { path: string | null | undefined; size: number }) {
  const image = mediaUrl(path);
  return image ? <img src={image} alt="" loading="lazy" /> : <Icon name="box" size={size} />;
}
