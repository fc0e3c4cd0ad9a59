import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { signinKeys, signInToday } from '../api/signin-queries';

/** Signs in once: toasts the points gained, then reloads the status, calendar and rank. */
export function useSignIn() {
  const { t } = useTranslation('signin');
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const signIn = () => {
    if (pending) return;
    setPending(true);
    signInToday()
      .then((result) => toast.success(t('gainedToast', { count: result.points })))
      .catch(() => undefined) // the request layer showed the refusal
      .finally(() => {
        setPending(false);
        void queryClient.invalidateQueries({ queryKey: signinKeys.all });
      });
  };
  return { signIn, pending };
}
