import { useTranslation } from 'react-i18next';
import { formatMinorUnits } from '../lib/money';

/** An amount sent in minor units ("123456") shown in the console's language ("1,234.56"). */
export function Money({ minor, currency }: { minor: string | number | bigint; currency?: string }) {
  const { i18n } = useTranslation();
  const text = formatMinorUnits(minor, i18n.language);
  return (
    <span className="console-money" style={{ fontVariantNumeric: 'tabular-nums' }}>
      {currency ? `${text} ${currency}` : text}
    </span>
  );
}
