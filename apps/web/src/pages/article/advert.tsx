import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageShell } from '../../components/layout/page-shell';
import { Icon } from '../../components/ui/icon';
import { useGoBack } from '../../components/layout/use-go-back';
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
 * picture, a title and a line saying where it leads, the action (a web address opens in a new tab,
 * never inside the app) and a way back.
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
  const goBack = useGoBack();

  const kind = link ? 'external' : advert?.url.trim() ? 'internal' : 'none';
  const host = link ? new URL(link).host : '';

  return (
    <PageShell background="white">
      {advert ? (
        <article className={styles.advert} data-testid="advert-page">
          <img src={mediaUrl(advert.media)} alt={t('advert.image')} className={styles.image} />
          <h2 className={styles.title}>{t(`advert.${kind}Title`)}</h2>
          <p className={styles.text}>{t(`advert.${kind}Text`, { host })}</p>
          {link && <p className={styles.url}>{link}</p>}
          <div className={styles.actions}>
            {link ? (
              <a href={link} target="_blank" rel="noopener noreferrer" className={styles.open}>
                <Icon name="link" size={18} />
                {t('advert.open')}
              </a>
            ) : kind === 'internal' ? (
              <Link to={advertTarget(advert)} className={styles.open}>
                {t('advert.more')}
                <Icon name="right" size={18} />
              </Link>
            ) : null}
            <button type="button" className={styles.back} onClick={goBack}>
              {t('advert.back')}
            </button>
          </div>
        </article>
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
