import { identityRoutes, type SmsEvent } from '@cloudmall/contract';
import { useState } from 'react';
import { toast, toastError } from '../../components/ui/toast';
import { ApiError } from '@cloudmall/client';
import { useTranslation } from 'react-i18next';
import { api } from '../api';
import { useCountdown } from './use-countdown';

interface SendCodeOptions {
  /** Handles a business failure (e.g. `account_not_registered`); answer true when handled. */
  onFailure?: (messageKey: string) => boolean;
  startedAt?: number;
}

/** Sends an SMS code for an event and runs the 60 s resend countdown after a successful send. */
export function useSendCode(event: SmsEvent, options: SendCodeOptions = {}) {
  const { t } = useTranslation('auth');
  const countdown = useCountdown(undefined, options.startedAt);
  const [sending, setSending] = useState(false);

  const send = async (mobile: string): Promise<boolean> => {
    if (sending || countdown.running) return false;
    setSending(true);
    try {
      await api.call(identityRoutes.smsSend, { mobile, event }, { silent: true, loading: true });
      countdown.start();
      toast.success(t('sms.sent'));
      return true;
    } catch (error) {
      const handled =
        error instanceof ApiError &&
        error.messageKey !== undefined &&
        options.onFailure?.(error.messageKey);
      if (!handled) toastError(error);
      return false;
    } finally {
      setSending(false);
    }
  };

  return {
    send,
    sending,
    remaining: countdown.remaining,
    running: countdown.running,
    restart: countdown.start,
  };
}
