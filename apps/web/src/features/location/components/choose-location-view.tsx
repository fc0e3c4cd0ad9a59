import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { placeLine, type Place } from '../location-rules';
import fieldNote from '../../../components/ui/field-note.module.css';
import textField from '../../../components/ui/text-field.module.css';
import styles from './location.module.css';

const FIELDS = ['province', 'city', 'district', 'address'] as const;

interface ChooseLocationViewProps {
  /** The member's saved addresses to start from (none for a visitor). */
  saved: (Place & { id: number })[];
  initial: Place;
  onChoose: (place: Place) => void;
}

/** An address picker without a map: a saved address or a region (province, city, district) and street. */
export function ChooseLocationView({ saved, initial, onChoose }: ChooseLocationViewProps) {
  const { t } = useTranslation('location');
  const baseId = useId();
  const [place, setPlace] = useState<Place>(initial);
  const [checked, setChecked] = useState(false);
  const missing = (field: (typeof FIELDS)[number]) => checked && !place[field].trim();
  const choose = () => {
    setChecked(true);
    if (FIELDS.some((field) => !place[field].trim())) return;
    onChoose(place);
  };
  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t('choose.intro')}</p>
      {saved.length > 0 && (
        <Card title={t('choose.saved')}>
          <ul className={styles.saved}>
            {saved.map((address) => (
              <li key={address.id}>
                <button
                  type="button"
                  className={styles.savedRow}
                  onClick={() => setPlace({ ...address })}
                >
                  <span className={styles.savedName}>{address.name}</span>
                  <span className={styles.savedLine}>{placeLine(address)}</span>
                </button>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <Card title={t('choose.region')}>
        {FIELDS.map((field) => (
          <div key={field} className={styles.field}>
            <label className={styles.label} htmlFor={`${baseId}-${field}`}>
              {t(`field.${field}`)}
            </label>
            <Input
              id={`${baseId}-${field}`}
              className={textField.filled}
              value={place[field]}
              onChange={(value) => setPlace((current) => ({ ...current, [field]: value }))}
              maxLength={field === 'address' ? 200 : 32}
              placeholder={t(`placeholder.${field}`)}
              aria-invalid={missing(field) || undefined}
            />
            {missing(field) && (
              <p className={fieldNote.error} role="alert">
                {t('choose.required')}
              </p>
            )}
          </div>
        ))}
      </Card>
      {placeLine(place) && <p className={styles.preview}>{placeLine(place)}</p>}
      <div className={styles.submit}>
        <PrimaryButton onClick={choose}>{t('choose.use')}</PrimaryButton>
      </div>
    </div>
  );
}
