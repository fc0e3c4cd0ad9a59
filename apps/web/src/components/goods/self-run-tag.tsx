import { useTranslation } from 'react-i18next';

/** The "self-run" mark before the name or a goods title of a shop the platform runs itself. */
export function SelfRunTag({ className }: { className: string | undefined }) {
  const { t } = useTranslation('catalog');
  return <span className={className}>{t('goods.selfRun')}</span>;
}
