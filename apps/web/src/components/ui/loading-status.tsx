import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A placeholder shown while content loads, announced to assistive technology as "loading". */
export function LoadingStatus({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <div className={className} role="status" aria-label={t('loading')}>
      {children}
    </div>
  );
}
