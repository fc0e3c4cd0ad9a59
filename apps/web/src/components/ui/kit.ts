import { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import enUS from 'antd-mobile/es/locales/en-US';
import { createRoot, type Root } from 'react-dom/client';

type KitLocale = typeof enUS;

const roots = new Map<Element | DocumentFragment, Root>();

/**
 * antd-mobile 5 renders toasts, dialogs and popups with the legacy `ReactDOM.render`, which React 19
 * removed; this registers its documented React 19 render shim. Call once at start-up.
 */
export function registerKitRender(): void {
  unstableSetRender((node, container) => {
    let root = roots.get(container);
    if (!root) {
      root = createRoot(container);
      roots.set(container, root);
    }
    root.render(node);
    const mounted = root;
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (roots.get(container) !== mounted) return;
      mounted.unmount();
      roots.delete(container);
    };
  });
}

/** Unmounts every toast, dialog and popup root at once (tests: nothing may render after a test). */
export function unmountKitRoots(): void {
  for (const root of roots.values()) root.unmount();
  roots.clear();
}

const kitLocaleLoaders: Record<string, () => Promise<{ default: KitLocale }>> = {
  en: async () => ({ default: enUS }),
  'zh-Hant': () => import('antd-mobile/es/locales/zh-TW'),
  tr: () => import('antd-mobile/es/locales/tr-TR'),
  id: () => import('antd-mobile/es/locales/id-ID'),
};

export const defaultKitLocale: KitLocale = enUS;

/** Loads the UI kit's own texts (pickers, pull-to-refresh) for a language and makes them the default. */
export async function loadKitLocale(language: string): Promise<KitLocale> {
  const load = kitLocaleLoaders[language] ?? kitLocaleLoaders.en;
  const locale = load ? (await load()).default : enUS;
  setDefaultConfig({ locale });
  return locale;
}

export type { KitLocale };
