import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { moduleSettings } from '../../module-settings.ts';
import { createSettingsModule } from './index.ts';

describe('settings declared by the modules', () => {
  it('keeps every setting key the platform had, each declared by one module', () => {
    const keys = [...moduleSettings.flatMap((declared) => Object.keys(declared))];
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(
      [
        'app.config',
        'app.style',
        'app.tabbar',
        'app.tabbar_find',
        'app.version',
        'campaigns.revenue',
        'category.modules',
        'chat.limits',
        'coins.machines',
        'devices.codeCap',
        'devices.freeDays',
        'devices.redeemLimits',
        'devices.renewPlans',
        'distributors.discount',
        'find.live.ingest',
        'home.modules',
        'identity.console',
        'identity.login',
        'identity.sms',
        'identity.smsProvider',
        'orders.aftersale',
        'orders.timing',
        'pages.decorated',
        'signin.points',
        'signin.timeZone',
        'team.commission',
        'wallet.income',
        'wallet.points',
        'wallet.topup',
        'wallet.withdrawal',
      ].sort(),
    );
  });

  it('gives every setting a default its own schema accepts unchanged', () => {
    for (const declared of moduleSettings)
      for (const [key, { schema, defaultValue }] of Object.entries(declared))
        expect(schema.parse(defaultValue), key).toEqual(defaultValue);
  });

  it('refuses to read a key no module declared', async () => {
    const settings = createSettingsModule({ db: {} as never, declared: [] });
    await expect(settings.get('wallet.topup')).rejects.toThrow(/not declared/);
  });

  it('names every setting and its module in the console, in the four languages', () => {
    const keys = moduleSettings.flatMap((declared) => Object.keys(declared));
    for (const language of ['en', 'zh-Hant', 'tr', 'id']) {
      const text = JSON.parse(
        readFileSync(
          new URL(`../../../../console/src/locales/${language}/settings.json`, import.meta.url),
          'utf8',
        ),
      ) as Record<string, unknown>;
      const at = (path: string) =>
        path
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], text);
      const missing = keys.flatMap((key) =>
        [`desc.${key}.title`, `desc.${key}.help`, `modules.${key.split('.')[0]}`].filter(
          (path) => typeof at(path) !== 'string',
        ),
      );
      expect(missing, language).toEqual([]);
    }
  });
});
