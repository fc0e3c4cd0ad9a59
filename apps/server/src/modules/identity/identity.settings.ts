import { z } from 'zod';
import { setting, type SettingValues } from '../../platform/module.ts';

/** An absolute http(s) URL. */
const isHttpUrl = (text: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/**
 * Settings this module owns, with schema and default: Login throttling, console sessions, SMS code limits and the SMS gateway.
 * The seed writes the defaults once; admins change the rows later.
 */
export const identitySettings = {
  /** Password-login throttling (docs/adr/0006): member + address tiers, then per member and per address. */
  'identity.login': setting(
    z.object({
      /** Attempts on one member (or typed name) from one address: each tier caps a fixed window. */
      perAccountAndIp: z
        .array(
          z.object({
            windowSeconds: z.number().int().min(1),
            maxAttempts: z.number().int().min(1),
          }),
        )
        .min(1),
      /** Failures on one member from all addresses; past it only the member's trusted addresses may try. */
      perAccount: z.object({
        windowSeconds: z.number().int().min(60),
        maxFailures: z.number().int().min(1),
      }),
      /** Failures from one address on all accounts; past it only members who trust that address may try. */
      perIp: z.object({
        windowSeconds: z.number().int().min(60),
        maxFailures: z.number().int().min(1),
      }),
      /** An address a member logged in from stays trusted this many days. */
      trustedAddressDays: z.number().int().min(1),
    }),
    {
      perAccountAndIp: [
        { windowSeconds: 60, maxAttempts: 5 },
        { windowSeconds: 900, maxAttempts: 10 },
        { windowSeconds: 86_400, maxAttempts: 20 },
      ],
      perAccount: { windowSeconds: 3600, maxFailures: 30 },
      perIp: { windowSeconds: 900, maxFailures: 100 },
      trustedAddressDays: 30,
    },
  ),
  /** The console's own sessions (docs/adr/0007): shorter-lived than the app's, since they carry roles. */
  'identity.console': setting(
    z.object({
      /** A console session ends this many hours after its login (the app's lasts the server's TTL). */
      sessionHours: z.number().int().min(1).max(720),
    }),
    { sessionHours: 12 },
  ),
  /**
   * The SMS gateway: `server` keeps the server's configuration (SMS_PROVIDER and friends), `log`
   * writes codes to the server log, `http` posts them to the URL with the key as bearer token. The
   * key is a secret (masked when read, kept when the mask is sent back).
   */
  'identity.smsProvider': setting(
    z
      .object({
        provider: z.enum(['server', 'log', 'http']),
        httpUrl: z
          .string()
          .max(500)
          .refine((url) => url === '' || isHttpUrl(url), { message: 'invalid_url' }),
        apiKey: z.string().max(500),
        sender: z.string().min(1).max(32),
      })
      .superRefine((value, ctx) => {
        if (value.provider === 'http' && !value.httpUrl)
          ctx.addIssue({ code: 'custom', path: ['httpUrl'], message: 'sms_url_required' });
      }),
    { provider: 'server', httpUrl: '', apiKey: '', sender: 'Cloudmall' },
  ),
  'identity.sms': setting(
    z.object({
      codeTtlSeconds: z.number().int().min(60),
      maxAttempts: z.number().int().min(1),
      resendCooldownSeconds: z.number().int().min(0),
      maxSendsPerMobilePerHour: z.number().int().min(1),
      maxSendsPerIpPerHour: z.number().int().min(1),
    }),
    {
      codeTtlSeconds: 300,
      maxAttempts: 5,
      resendCooldownSeconds: 60,
      maxSendsPerMobilePerHour: 10,
      maxSendsPerIpPerHour: 30,
    },
  ),
};

declare module '../settings/index.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this module's keys
  interface SettingRegistry extends SettingValues<typeof identitySettings> {}
}
