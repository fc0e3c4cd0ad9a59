import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A page's grey shape while it loads, announced as loading; `children` are its placeholder blocks. */
export function LoadingShape({
  className,
  children,
}: {
  className: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <div className={className} role="status" aria-label={t('loading')}>
      {children}
    </div>
  );
}
