import { chatRoutes } from '@cloudmall/contract/chat';
import { consoleHelpRoutes } from '@cloudmall/contract/console-content';
import { describe, expect, it } from 'vitest';
import { call } from '../../../../test/test-app.ts';
import { t } from '../../../../test/app-per-file.ts';
import { admin, useTestAppWithAdmin } from '../../../../test/admin-helpers.ts';
import { newMember } from '../../../../test/wallet-helpers.ts';

useTestAppWithAdmin();

const article = {
  title: 'How do I renew a cloud phone?',
  content: 'Open the device, tap Renew and pick a plan.',
  keywords: 'renew',
  weight: 50,
  translations: {
    tr: {
      title: 'Bulut telefonu nasıl yenilerim?',
      content: 'Cihazı açın, Yenile’ye dokunun ve bir plan seçin.',
      keywords: 'yenile, süre uzat',
    },
    'zh-Hant': { title: '', content: '', keywords: '續費' },
  },
  reason: 'renewals in four languages',
};

/** A member asks the assistant in `lang`; the last message is the assistant's answer. */
async function ask(name: string, lang: string, text: string) {
  const member = await newMember(t, name);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${chatRoutes.service.path}`,
    headers: { token: member.token, lang },
    payload: { text },
  });
  return response.json().data.at(-1).message;
}

describe('help articles in the member’s language', () => {
  it('keeps each language’s texts and keywords, empty ones dropped, and names the languages', async () => {
    const { body } = await call(t, consoleHelpRoutes.saveHelpArticle, article, admin);
    expect(body.code).toBe(1);
    expect(body.data!.translations).toEqual({
      tr: { ...article.translations.tr, keywords: 'yenile,süre uzat' },
      'zh-Hant': { keywords: '續費' },
    });
    expect(body.data!.languages).toEqual(['tr']);
  });

  it('answers a Turkish member asking with a Turkish keyword in Turkish', async () => {
    expect(await ask('renewtr1', 'tr', 'Cihazımı yenile lütfen')).toEqual({
      type: 'article',
      content: expect.objectContaining({
        title: 'Bulut telefonu nasıl yenilerim?',
        content: 'Cihazı açın, Yenile’ye dokunun ve bir plan seçin.',
      }),
    });
  });

  it('matches a language’s own keywords and answers in English where its texts are missing', async () => {
    expect(await ask('renewzh1', 'zh-Hant', '我要續費')).toMatchObject({
      type: 'article',
      content: { title: article.title, content: article.content },
    });
  });

  it('does not match a keyword of another language', async () => {
    const answer = await ask('renewid1', 'id', 'yenile');
    expect(JSON.stringify(answer)).not.toContain('Bulut telefonu');
    expect(answer.type).toBe('list');
  });

  it('lists the help articles in the reader’s language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api${chatRoutes.help.path}`,
      headers: { lang: 'tr' },
    });
    const titles = (response.json().data as Array<{ title: string }>).map((a) => a.title);
    expect(titles).toContain('Bulut telefonu nasıl yenilerim?');
    expect(titles).toContain('USDT ile nasıl bakiye yüklerim?');
  });
});
