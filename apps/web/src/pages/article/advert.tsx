import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageShell } from '../../components/layout/page-shell';
import { Icon } from '../../components/ui/icon';
import { MissingRecord } from '../../features/catalog/components/query-view';
import { queryId } from '../../lib/query-id';
import { externalUrl, findAdvert } from '../../features/content/advert-lookup';
import { advertTarget } from '../../lib/advert-target';
import { readModules } from '../../features/home/home-modules';
import { mediaUrl } from '../../lib/media';
import { useAppStore } from '../../stores/app-store';
import styles from './advert.module.css';

/**
 * /pages/article/advert?id: the landing of an advert whose link is a web address (spec §2): its
 * picture and the address, opened in a new tab on request (never inside the app).
 */
export default function ArticleAdvertPage() {
  const { t } = useTranslation('catalog');
  const [params] = useSearchParams();
  const id = queryId(params.get('id'));
  const adData = useAppStore((state) => state.adData);
  const modules = useAppStore((state) => state.modulesData.homeModules.item);
  const advert = useMemo(() => {
    if (!id) return undefined;
    const fromModules = readModules(modules).flatMap((module) =>
      module.type === 'banner' || module.type === 'image' ? module.adverts : [],
    );
    return findAdvert(id, adData, fromModules);
  }, [id, adData, modules]);
  const link = advert ? externalUrl(advert.url) : undefined;

  return (
    <PageShell background="white">
      {advert ? (
        <div className={styles.advert}>
          <img src={mediaUrl(advert.media)} alt={t('advert.image')} className={styles.image} />
          {link ? (
            <>
              <p className={styles.url}>{link}</p>
              <a href={link} target="_blank" rel="noopener noreferrer" className={styles.open}>
                <Icon name="link" size={18} />
                {t('advert.open')}
              </a>
            </>
          ) : advert.url.trim() ? (
            <Link to={advertTarget(advert)} className={styles.open}>
              <Icon name="right" size={18} />
              {t('advert.more')}
            </Link>
          ) : (
            <p className={styles.url}>{t('advert.noLink')}</p>
          )}
        </div>
      ) : (
        <MissingRecord
          icon="gift"
          title={t('advert.missingTitle')}
          description={t('advert.missingDescription')}
        />
      )}
    </PageShell>
  );
}
