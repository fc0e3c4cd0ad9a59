import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { allows, type ConsoleRole } from '../lib/roles';
import { useConsoleSession } from '../lib/session';

/** Logged-out callers go to the login page (and come back after it). */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useConsoleSession();
  const location = useLocation();
  if (!session) {
    const next = `${location.pathname}${location.search}`;
    return (
      <Navigate to={next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`} replace />
    );
  }
  return children;
}

/** A page meant for other roles says so (the server refuses its calls anyway). */
export function RoleGate({
  roles,
  children,
}: {
  roles: readonly ConsoleRole[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const held = useConsoleSession()?.roles ?? [];
  if (!allows(held, roles))
    return <Result status="403" title="403" subTitle={t('layout.forbidden')} />;
  return children;
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return <Result status="404" title="404" subTitle={t('layout.notFound')} />;
}
