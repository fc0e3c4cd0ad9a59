import { useQueryClient } from '@tanstack/react-query';
import { useAppStore } from '../stores/app-store';
import { useCartStore } from '../stores/cart/cart-store';
import { fetchAppInit } from './app-init';
import { changeLanguage, i18next, type LanguageCode } from './i18n';

/**
 * Switching the language also refetches what the server wrote in the old one: every cached
 * query, the home decoration (common/init) and the cart. Answers a `t` fixed to the new language.
 */
export function useLanguageSwitch() {
  const queryClient = useQueryClient();
  return async (language: LanguageCode) => {
    await changeLanguage(language);
    void queryClient.invalidateQueries();
    void fetchAppInit()
      .then((init) => useAppStore.getState().applyInit(init))
      .catch(() => undefined);
    void useCartStore.getState().load();
    return i18next.getFixedT(language);
  };
}
