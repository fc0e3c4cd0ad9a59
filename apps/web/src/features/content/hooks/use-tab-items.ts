import type { TabItem } from '@cloudmall/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '@cloudmall/client';
import { env } from '../../../lib/env';
import { useAppStore } from '../../../stores/app-store';
import { fetchTabbar, type TabbarVariant } from '../api/content-api';
import { DEFAULT_TABS, KNOWN_TABS, normalizeTabPath } from '../tab-defaults';

export interface TabView {
  key: string;
  path: string;
  label: string;
  icon: (typeof KNOWN_TABS)[string]['icon'] | undefined;
  iconUrl: string;
  selectedIconUrl: string;
}

/** The variant comes from the app config (`tabbarVariant` of common/init), else from the build. */
export function useTabbarVariant(): TabbarVariant {
  const configured = useAppStore(
    (state) => state.appConfig.tabbarVariant ?? state.appConfig.tabbar_variant,
  );
  if (configured === 'find' || configured === 'default') return configured;
  return env.tabbarVariant;
}

/** Loads tab items; an answer with code ≠ 1 toasts "advertising interface busy" and keeps the defaults. */
async function loadTabItems(
  variant: TabbarVariant,
  busyText: string,
  signal: AbortSignal,
): Promise<TabItem[]> {
  try {
    const items = await fetchTabbar(variant, signal);
    return items.length > 0 ? items : DEFAULT_TABS[variant];
  } catch (error) {
    if (error instanceof ApiError && (error.kind === 'business' || error.kind === 'validation'))
      toast.fail(busyText);
    return DEFAULT_TABS[variant]; // offline or server down: the defaults still work
  }
}

/** Tab bar items from the server, translated on the client by page path, visible ones in index order. */
export function useTabItems(): TabView[] {
  const variant = useTabbarVariant();
  const { t } = useTranslation('common');
  const busyText = t('tabs.busy');
  const { data } = useQuery({
    queryKey: ['content', 'tabbar', variant],
    queryFn: ({ signal }) => loadTabItems(variant, busyText, signal),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: DEFAULT_TABS[variant],
  });
  return (data ?? DEFAULT_TABS[variant])
    .filter((item) => item.visible)
    .sort((a, b) => a.index - b.index)
    .map((item) => {
      const path = normalizeTabPath(item.pagePath);
      const known = KNOWN_TABS[path];
      return {
        key: `${item.index}-${path}`,
        path,
        label: known ? t(known.textKey) : item.text,
        icon: known?.icon,
        iconUrl: item.iconPath,
        selectedIconUrl: item.selectedIconPath,
      };
    });
}
