import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet } from '../../../components/ui/sheet';
import styles from './sheet.module.css';

type RefundSheetProps = Omit<ComponentProps<typeof Sheet>, 'styles' | 'closeLabel'>;

/** A bottom sheet of the refund pages: their sheet styles and a close button named "cancel". */
export function RefundSheet(sheet: RefundSheetProps) {
  const { t } = useTranslation('refunds');
  return <Sheet {...sheet} styles={styles} closeLabel={t('actions.cancel')} />;
}
