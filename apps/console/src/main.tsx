// antd 5 on React 19 (its static toasts and modals render through this patch): imported once, first.
import '@ant-design/v5-patch-for-react-19';
import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { configureClient } from './app/configure-client';
import { ConsoleProviders, loadAntdLocale } from './app/providers';
import { createConsoleRouter } from './app/router';
import { initI18n } from './lib/i18n';
import { createQueryClient } from './lib/query';

async function bootstrap(): Promise<void> {
  const i18n = await initI18n();
  const initialLocale = await loadAntdLocale(i18n.language);
  const router = createConsoleRouter();
  configureClient(() => {
    const { pathname, search } = router.state.location;
    if (pathname === '/login') return;
    void router.navigate(`/login?next=${encodeURIComponent(`${pathname}${search}`)}`, {
      replace: true,
    });
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <ConsoleProviders queryClient={createQueryClient()} initialLocale={initialLocale}>
        <RouterProvider router={router} />
      </ConsoleProviders>
    </StrictMode>,
  );
}

bootstrap().catch((error: unknown) => {
  console.error(error);
  document.body.textContent = 'The console failed to start. Reload the page.';
});
