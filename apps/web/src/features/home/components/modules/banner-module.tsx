import type { Advert } from '@cloudmall/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Carousel } from '../../../../components/ui/carousel';
import { MediaImage } from '../../../../components/ui/media-image';
import { advertTarget } from '../../../../lib/advert-target';
import styles from './modules.module.css';

/** Advert slides that move on every 4 s; a tap follows the advert rule of spec §2. `height` from the decoration. */
export function BannerModule({ adverts, height }: { adverts: Advert[]; height?: string }) {
  const { t } = useTranslation('catalog');
  return (
    <Carousel
      className={height ? styles.bannerFixed : styles.banner}
      style={height ? { height } : undefined}
      label={t('home.banner')}
      indicator="dots"
      autoplayMs={4000}
      slides={adverts.map((advert, index) => (
        <Link
          key={advert.id}
          to={advertTarget(advert)}
          className={styles.bannerSlide}
          aria-label={t('home.advert', { index: index + 1 })}
        >
          <MediaImage src={advert.media} sizes="100vw" priority={index === 0} />
        </Link>
      ))}
    />
  );
}

/** Advert pictures one under another, each following the advert rule. */
export function ImageModule({ adverts }: { adverts: Advert[] }) {
  const { t } = useTranslation('catalog');
  return (
    <div className={styles.images}>
      {adverts.map((advert, index) => (
        <Link
          key={advert.id}
          to={advertTarget(advert)}
          aria-label={t('home.advert', { index: index + 1 })}
        >
          <MediaImage src={advert.media} sizes="100vw" />
        </Link>
      ))}
    </div>
  );
}
