import { useTranslation } from 'react-i18next';
import { Carousel } from '../../../../components/ui/carousel';
import { useImagePreview } from '../../../../components/ui/image-preview';
import { mediaUrl } from '../../../../lib/media';
import styles from './post-gallery.module.css';

/** The post's pictures as swipeable slides with a counter; a tap shows one full screen. */
export function PostGallery({ images }: { images: string[] }) {
  const { t } = useTranslation('find');
  const preview = useImagePreview(t('details.gallery'), t('details.closeImage'));
  if (images.length === 0) return null;
  const slides = images.map((image, index) => (
    <button
      key={`${image}-${index}`}
      type="button"
      className={styles.slide}
      onClick={() => preview.open(mediaUrl(image))}
      aria-label={t('details.viewImage', { index: index + 1 })}
    >
      <img src={mediaUrl(image)} alt="" />
    </button>
  ));
  return (
    <>
      <Carousel
        slides={slides}
        label={t('details.gallery')}
        indicator="counter"
        className={styles.gallery}
      />
      {preview.viewer}
    </>
  );
}
