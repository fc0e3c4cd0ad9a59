import { useTranslation } from 'react-i18next';
import { Sheet } from '../../../../components/ui/sheet';
import { GOODS_LAYOUTS, GUTTERS, type ListPreferences } from '../../../../lib/list-preferences';
import styles from './list-sheets.module.css';

interface LayoutSheetProps {
  visible: boolean;
  preferences: ListPreferences;
  onChange: (change: Partial<ListPreferences>) => void;
  onClose: () => void;
}

/** Spec §3 list options: 1, 2 or 3 columns or a waterfall, and the gutter; each choice applies at once. */
export function LayoutSheet({ visible, preferences, onChange, onClose }: LayoutSheetProps) {
  const { t } = useTranslation('catalog');
  return (
    <Sheet visible={visible} onClose={onClose} styles={styles}>
      <h2 className={styles.heading}>{t('layout.title')}</h2>
      <div className={styles.chips} role="radiogroup" aria-label={t('layout.title')}>
        {GOODS_LAYOUTS.map((layout) => (
          <button
            key={layout}
            type="button"
            role="radio"
            aria-checked={preferences.layout === layout}
            className={preferences.layout === layout ? styles.chipOn : styles.chip}
            onClick={() => onChange({ layout })}
          >
            {t(`layout.options.${layout}`)}
          </button>
        ))}
      </div>
      <h2 className={styles.heading}>{t('layout.gutter')}</h2>
      <div className={styles.chips} role="radiogroup" aria-label={t('layout.gutter')}>
        {GUTTERS.map((gutter) => (
          <button
            key={gutter}
            type="button"
            role="radio"
            aria-checked={preferences.gutter === gutter}
            className={preferences.gutter === gutter ? styles.chipOn : styles.chip}
            onClick={() => onChange({ gutter })}
          >
            {gutter}
          </button>
        ))}
      </div>
    </Sheet>
  );
}
