import { useTranslation } from 'react-i18next';
import { Carousel } from '../ui/carousel';
import { useImagePreview } from '../ui/image-preview';
import { mediaUrl } from '../../lib/media';
import { MediaImage } from '../ui/media-image';
import styles from './goods-gallery.module.css';

/** The goods pictures: swipe between them, "n/total" counter, a tap shows the picture full screen. */
export function GoodsGallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useTranslation('catalog');
  const preview = useImagePreview(t('detail.imageViewer'), t('detail.closeImage'));
  const pictures = images.filter(Boolean);
  if (pictures.length === 0) return <div className={styles.empty} aria-hidden="true" />;
  return (
    <>
      <Carousel
        className={styles.gallery}
        label={t('detail.gallery', { title })}
        indicator="counter"
        slides={pictures.map((picture, index) => (
          <button
            key={picture}
            type="button"
            className={styles.slide}
            onClick={() => preview.open(mediaUrl(picture))}
            aria-label={t('detail.viewImage', { index: index + 1 })}
          >
            <MediaImage
              src={picture}
              sizes="100vw"
              priority={index === 0}
              width={750}
              height={750}
            />
          </button>
        ))}
      />
      {preview.viewer}
    </>
  );
}
