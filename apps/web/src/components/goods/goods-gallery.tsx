import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../ui/carousel';
import { ImagePreview } from '../ui/image-preview';
import { mediaUrl } from '../../lib/media';
import styles from './goods-gallery.module.css';

/** The goods pictures: swipe between them, "n/total" counter, a tap shows the picture full screen. */
export function GoodsGallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useTranslation('catalog');
  const [preview, setPreview] = useState<string>();
  const close = useCallback(() => setPreview(undefined), []);
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
            onClick={() => setPreview(url)}
            aria-label={t('detail.viewImage', { index: index + 1 })}
          >
            <img src={url} alt="" loading={index === 0 ? 'eager' : 'lazy'} />
          </button>
        ))}
      />
      <ImagePreview
        src={preview}
        onClose={close}
        label={t('detail.imageViewer')}
        closeLabel={t('detail.closeImage')}
      />
    </>
  );
}
