import { useTranslation } from 'react-i18next';
import { Sheet } from '../../../../components/ui/sheet';
import { GOODS_LAYOUTS, GUTTERS, type ListPreferences } from '../../../../lib/list-preferences';
import styles from './list-sheets.module.css';
import { RadioButton } from '../../../../components/ui/radio-button';

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
      <ChipChoice
        title={t('layout.title')}
        options={GOODS_LAYOUTS}
        value={preferences.layout}
        label={(layout) => t(`layout.options.${layout}`)}
        onPick={(layout) => onChange({ layout })}
      />
      <ChipChoice
        title={t('layout.gutter')}
        options={GUTTERS}
        value={preferences.gutter}
        label={String}
        onPick={(gutter) => onChange({ gutter })}
      />
    </Sheet>
  );
}

interface ChipChoiceProps<T> {
  title: string;
  options: readonly T[];
  value: T;
  label: (option: T) => string;
  onPick: (option: T) => void;
}

/** A titled row of chips of which one is chosen. */
function ChipChoice<T extends string | number>({
  title,
  options,
  value,
  label,
  onPick,
}: ChipChoiceProps<T>) {
  return (
    <>
      <h2 className={styles.heading}>{title}</h2>
      <div className={styles.chips} role="radiogroup" aria-label={title}>
        {options.map((option) => (
          <RadioButton
            key={option}
            checked={value === option}
            className={value === option ? styles.chipOn : styles.chip}
            onClick={() => onPick(option)}
          >
            {label(option)}
          </RadioButton>
        ))}
      </div>
    </>
  );
}
