import { HttpSmsProvider, type SmsProvider } from '../../platform/sms/sms-provider.ts';
import type { SettingsService } from '../settings/index.ts';

/**
 * The provider for each code: the admin's `identity.smsProvider` when it names one (`log`, or
 * `http` with its URL, key and sender), else the server's configuration. Read on every send, so a
 * change applies to the next code without a restart.
 */
export function smsGateway(deps: {
  settings: SettingsService;
  server: SmsProvider;
  log: SmsProvider;
}): () => Promise<SmsProvider> {
  return async () => {
    const chosen = await deps.settings.get('identity.smsProvider');
    if (chosen.provider === 'log') return deps.log;
    if (chosen.provider === 'http' && chosen.httpUrl)
      return new HttpSmsProvider({
        url: chosen.httpUrl,
        token: chosen.apiKey || undefined,
        sender: chosen.sender,
      });
    return deps.server;
  };
}
