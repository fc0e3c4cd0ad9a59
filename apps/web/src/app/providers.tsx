import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from '../components/ui/config-provider';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultKitLocale, loadKitLocale, type KitLocale } from '../components/ui/kit';

/** Keeps the UI kit's own texts (pickers, dialogs) in the app language. */
function KitLocaleProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [locale, setLocale] = useState<KitLocale>(defaultKitLocale);
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => {
    let current = true;
    void loadKitLocale(language).then((loaded) => {
      if (current) setLocale(loaded);
    });
    return () => {
      current = false;
    };
  }, [language]);
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}

/** App-wide providers: server-state cache and UI kit locale (i18next is global via initReactI18next). */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <KitLocaleProvider>{children}</KitLocaleProvider>
    </QueryClientProvider>
  );
}
