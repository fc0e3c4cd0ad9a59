import { useTranslation } from 'react-i18next';
import { IconButton } from './icon-button';

/** The back arrow of a page's top bar, named "Back". */
export function BackButton({ className, onClick }: { className?: string; onClick: () => void }) {
  const { t } = useTranslation('common');
  return (
    <IconButton
      icon="back"
      size={24}
      strokeWidth={2}
      className={className}
      onClick={onClick}
      label={t('actions.back')}
    />
  );
}
