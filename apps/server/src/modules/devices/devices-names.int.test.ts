import type { Language } from '@cloudmall/contract';
import { devicesRoutes } from '@cloudmall/contract/devices';
import type { RouteDefinition } from '@cloudmall/contract';
import { describe, expect, it } from 'vitest';
import { t, useTestApp } from '../../../test/app-per-file.ts';
import { batch, member, setRedeemLimits } from './devices-test-kit.ts';

useTestApp({ catalog: true }, async (app) => setRedeemLimits(app, 1000, 100_000));

/** A call as a client reading the app in `language` (the `lang` header the web sends). */
async function callIn(language: Language, route: RouteDefinition, input: object, token: string) {
  const response = await t.app.inject({
    method: route.method,
    url: `/api${route.path}`,
    headers: { token, lang: language },
    ...(route.method === 'GET'
      ? { query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) }
      : { payload: input }),
  });
  const body = response.json() as { code: number; msg: string; data: unknown };
  if (body.code !== 1) throw new Error(`${route.path}: ${body.msg}`);
  return route.output.parse(body.data);
}

type Named = { name: string; device_code: string; free: boolean; provider_name: string };
const ENGLISH = /Cloud phone|Free cloud phone|Database only/;

const EXPECTED: Record<Language, { phone: string; free: string; provider: string }> = {
  en: {
    phone: 'Cloud phone',
    free: 'Free cloud phone',
    provider: 'Database only (no real phone attached)',
  },
  'zh-Hant': { phone: '雲手機', free: '免費雲手機', provider: '僅資料庫（未連接實體手機）' },
  tr: {
    phone: 'Bulut telefon',
    free: 'Ücretsiz bulut telefon',
    provider: 'Yalnızca veritabanı (gerçek telefon bağlı değil)',
  },
  id: {
    phone: 'Ponsel awan',
    free: 'Ponsel awan gratis',
    provider: 'Hanya basis data (tanpa ponsel sungguhan)',
  },
};

const nameIn = (language: Language, device: { device_code: string; free: boolean }) =>
  `${device.free ? EXPECTED[language].free : EXPECTED[language].phone} ${device.device_code.slice(-4)}`;

describe('device names the server made read in the member language', () => {
  it('claims, redeems and lists devices and codes in zh-Hant, tr and id with no English name', async () => {
    const m = await member(t, 'names');
    const free = (await callIn('zh-Hant', devicesRoutes.claimFree, {}, m.token)) as Named;
    expect(free.name).toBe(nameIn('zh-Hant', free));
    expect(free.provider_name).toBe(EXPECTED['zh-Hant'].provider);

    const { codes } = await batch(t, 'cloud_phone', 1);
    const redeemed = (await callIn('tr', devicesRoutes.redeem, { code: codes[0]! }, m.token)) as {
      device: Named;
      code: { device_name: string | null };
    };
    expect(redeemed.device.name).toBe(nameIn('tr', redeemed.device));
    expect(redeemed.device.provider_name).toBe(EXPECTED.tr.provider);
    expect(redeemed.code.device_name).toBe(nameIn('tr', redeemed.device));

    for (const language of ['zh-Hant', 'tr', 'id'] as const) {
      const list = (await callIn(language, devicesRoutes.devices, {}, m.token)) as {
        data: Named[];
      };
      expect(list.data).toHaveLength(2);
      for (const device of list.data) {
        expect(device.name).toBe(nameIn(language, device));
        expect(device.provider_name).toBe(EXPECTED[language].provider);
        expect(`${device.name} ${device.provider_name}`).not.toMatch(ENGLISH);
      }
      const own = (await callIn(language, devicesRoutes.codes, {}, m.token)) as {
        data: Array<{ device_name: string | null; title: string }>;
      };
      expect(own.data).toHaveLength(1);
      expect(own.data[0]!.device_name).toBe(nameIn(language, redeemed.device));
      expect(`${own.data[0]!.device_name} ${own.data[0]!.title}`).not.toMatch(ENGLISH);
    }

    // English readers still read the English names, as before.
    const en = (await callIn('en', devicesRoutes.devices, {}, m.token)) as { data: Named[] };
    expect(en.data.map((d) => d.name).sort()).toEqual(
      [nameIn('en', free), nameIn('en', redeemed.device)].sort(),
    );
    expect(en.data[0]!.provider_name).toBe(EXPECTED.en.provider);
  });
});
