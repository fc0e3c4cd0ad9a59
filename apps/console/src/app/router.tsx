import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { ConsoleRoute } from '../lib/feature';
import { ConsoleLayout } from './console-layout';
import { NotFoundPage, RequireSession, RoleGate } from './route-gate';
import { FEATURES } from './routes';

export const CONSOLE_BASE = '/console';

/** A page that failed (most often: its chunk did not load after a deploy): offer a reload. */
function RouteError() {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('layout.loadFailed')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('actions.reload')}
        </Button>
      }
    />
  );
}

/** A feature route: its page loads on first visit (own chunk), behind the role gate. */
function toRouteObject(route: ConsoleRoute): RouteObject {
  const lazy = async () => {
    const { default: Page } = await route.page();
    return {
      Component: () => (
        <RoleGate roles={route.roles}>
          <Page />
        </RoleGate>
      ),
    };
  };
  return route.path === '' ? { index: true, lazy } : { path: route.path, lazy };
}

/** /console/login, then every feature's pages inside the layout (logged-in callers only). */
export function createConsoleRouter() {
  return createBrowserRouter(
    [
      {
        path: '/login',
        lazy: async () => ({
          Component: (await import('../features/auth/components/login-page')).default,
        }),
        errorElement: <RouteError />,
      },
      {
        path: '/',
        element: (
          <RequireSession>
            <ConsoleLayout />
          </RequireSession>
        ),
        errorElement: <RouteError />,
        children: [
          ...FEATURES.flatMap((feature) => feature.routes.map(toRouteObject)),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
    { basename: CONSOLE_BASE },
  );
}
