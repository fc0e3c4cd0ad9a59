import { useTranslation } from 'react-i18next';
import { Carousel } from '../ui/carousel';
import { useImagePreview } from '../ui/image-preview';
import { mediaUrl } from '../../lib/media';
import styles from './goods-gallery.module.css';

/** The goods pictures: swipe between them, "n/total" counter, a tap shows the picture full screen. */
export function GoodsGallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useTranslation('catalog');
  const preview = useImagePreview(t('detail.imageViewer'), t('detail.closeImage'));
  const urls = images.map(mediaUrl).filter(Boolean);
  if (urls.length === 0) return <div className={styles.empty} aria-hidden="true" />;
  return (
    <>
      <Carousel
        className={styles.gallery}
        label={t('detail.gallery', { title })}
        indicator="counter"
        slides={urls.map((url, index) => (
          <button
            key={url}
            type="button"
            className={styles.slide}
            onClick={() => preview.open(url)}
            aria-label={t('detail.viewImage', { index: index + 1 })}
          >
            <img src={url} alt="" loading={index === 0 ? 'eager' : 'lazy'} />
          </button>
        ))}
      />
      {preview.viewer}
    </>
  );
}
