import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '../lib/i18n';

/** antd's and dayjs' own texts (pagination, date pickers, empty states) in the console's language. */
const ANTD_LOCALES: Record<LanguageCode, () => Promise<{ antd: Locale; dayjs: string }>> = {
  en: async () => ({ antd: (await import('antd/es/locale/en_US')).default, dayjs: 'en' }),
  'zh-Hant': async () => {
    await import('dayjs/locale/zh-tw');
    return { antd: (await import('antd/es/locale/zh_TW')).default, dayjs: 'zh-tw' };
  },
  tr: async () => {
    await import('dayjs/locale/tr');
    return { antd: (await import('antd/es/locale/tr_TR')).default, dayjs: 'tr' };
  },
  id: async () => {
    await import('dayjs/locale/id');
    return { antd: (await import('antd/es/locale/id_ID')).default, dayjs: 'id' };
  },
};

export const THEME = { token: { colorPrimary: '#ff6a00', borderRadius: 6 } } as const;

/** Loads antd's and dayjs' texts for a language (before the first render, then on each switch). */
export async function loadAntdLocale(language: string): Promise<Locale> {
  const loaded = await (ANTD_LOCALES[language as LanguageCode] ?? ANTD_LOCALES.en)();
  dayjs.locale(loaded.dayjs);
  return loaded.antd;
}

/** Query client, antd's ConfigProvider with the locale matching the language, antd's App (toasts). */
export function ConsoleProviders({
  queryClient,
  initialLocale,
  children,
}: {
  queryClient: QueryClient;
  initialLocale: Locale;
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  const [locale, setLocale] = useState<Locale>(initialLocale);
  useEffect(() => {
    let current = true;
    void loadAntdLocale(i18n.language).then((loaded) => {
      if (current) setLocale(loaded);
    });
    return () => {
      current = false;
    };
  }, [i18n.language]);

  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale} theme={THEME}>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
