import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { alertDialog, confirmDialog } from '../../../components/ui/dialog';
import { PAGES } from '../../../lib/paths';

/** Keeps the login return target when moving between auth pages. */
export function useAuthLink() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return (path: string, extra: Record<string, string> = {}) => {
    const query = new URLSearchParams(extra);
    if (redirect) query.set('redirect', redirect);
    const text = query.toString();
    return text ? `${path}?${text}` : path;
  };
}

/** Spec §8 prompts: an unknown phone is asked to register; a registered phone is offered login. */
export function useAuthPrompts() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const link = useAuthLink();

  const askToRegister = async (mobile: string) => {
    const confirmed = await confirmDialog({
      title: t('prompts.notRegisteredTitle'),
      content: t('prompts.notRegistered'),
      confirmText: t('prompts.registerNow'),
      cancelText: t('common:actions.cancel'),
    });
    if (confirmed) void navigate(link(PAGES.authRegister, { mobile }));
  };

  const offerLogin = async (mobile: string) => {
    await alertDialog({
      title: t('prompts.phoneRegisteredTitle'),
      content: t('prompts.phoneRegistered'),
      confirmText: t('common:actions.ok'),
    });
    void navigate(link(PAGES.authPhone, { mobile }), { replace: true });
  };

  return { askToRegister, offerLogin };
}
