import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { copyWithToast } from '../../../lib/copy-with-toast';
import { mapsLink, placeLine, type Place } from '../location-rules';
import styles from './location.module.css';

/** A place given by the caller: its name and address, a copy button and a link to a maps site. */
export function OpenLocationView({
  place,
}: {
  place: Place & { latitude: number | null; longitude: number | null };
}) {
  const { t } = useTranslation('location');
  const line = placeLine(place);
  const hasCoordinates = place.latitude !== null && place.longitude !== null;
  if (!line && !place.name && !hasCoordinates)
    return (
      <EmptyState
        icon="pin"
        title={t('open.emptyTitle')}
        description={t('open.emptyDescription')}
      />
    );
  const text = [place.name, line].filter(Boolean).join(' ');
  return (
    <div className={styles.page}>
      <Card>
        <div className={styles.place}>
          <span className={styles.pin}>
            <Icon name="pin" size={22} />
          </span>
          <div>
            {place.name && <p className={styles.placeName}>{place.name}</p>}
            {line && <p className={styles.placeLine}>{line}</p>}
            {hasCoordinates && (
              <p className={styles.coordinates}>
                {t('open.coordinates', { latitude: place.latitude, longitude: place.longitude })}
              </p>
            )}
          </div>
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.action}
            onClick={() => void copyWithToast(text, (outcome) => t(`open.copy.${outcome}`))}
          >
            <Icon name="copy" size={16} /> {t('open.copyAddress')}
          </button>
          <a
            className={styles.action}
            href={mapsLink(place)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon name="compass" size={16} /> {t('open.openMaps')}
          </a>
        </div>
      </Card>
      <p className={styles.intro}>{t('open.note')}</p>
    </div>
  );
}
