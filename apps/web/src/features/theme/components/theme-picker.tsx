import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icon';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { formatPrice } from '../../../lib/money';
import { chooseTheme, readTheme, THEME_NAMES, THEMES, type ThemeName } from '../../../lib/theme';
import styles from './theme-picker.module.css';

/** The colour themes as swatches; a tap applies one at once and keeps it on this device. */
export function ThemePicker() {
  const { t } = useTranslation('theme');
  const [current, setCurrent] = useState<ThemeName>(readTheme);
  const pick = (name: ThemeName) => {
    chooseTheme(name);
    setCurrent(name);
  };
  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t('intro')}</p>
      <Card>
        <div className={styles.grid} role="radiogroup" aria-label={t('label')}>
          {THEME_NAMES.map((name) => (
            <button
              key={name}
              type="button"
              role="radio"
              aria-checked={name === current}
              className={name === current ? styles.on : styles.swatch}
              onClick={() => pick(name)}
            >
              <span className={styles.colour} style={{ background: THEMES[name].primary }}>
                {name === current && <Icon name="check" size={18} />}
              </span>
              <span className={styles.name}>{t(`names.${name}`)}</span>
            </button>
          ))}
        </div>
      </Card>
      <Card title={t('preview')}>
        <p className={styles.sample}>
          <span className={styles.price}>{formatPrice('12.50')}</span> {t('sampleText')}
        </p>
        <PrimaryButton>{t('sampleButton')}</PrimaryButton>
      </Card>
      <p className={styles.note}>{t('note')}</p>
    </div>
  );
}
