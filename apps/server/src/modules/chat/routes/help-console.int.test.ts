import { chatConsoleRoutes, chatRoutes } from '@cloudmall/contract/chat';
import { consoleHelpRoutes } from '@cloudmall/contract/console-content';
import { describe, expect, it } from 'vitest';
import { call } from '../../../../test/test-app.ts';
import { t } from '../../../../test/app-per-file.ts';
import { lastAudit, useTestAppWithRoleTokens } from '../../../../test/admin-helpers.ts';
import { newMember } from '../../../../test/wallet-helpers.ts';

const tokens = useTestAppWithRoleTokens();

const article = {
  title: 'How do I renew a cloud phone?',
  content: 'Open the device, tap Renew and pick a plan.',
  keywords: 'renew, 續費 ,perpanjang,yenile',
  weight: 50,
  reason: 'frequent question',
};

describe('console help articles', () => {
  it('refuses members and merchants', async () => {
    for (const token of [tokens.member, tokens.merchant]) {
      expect((await call(t, consoleHelpRoutes.helpArticles, {}, token)).status).toBe(403);
      expect((await call(t, consoleHelpRoutes.saveHelpArticle, article, token)).status).toBe(403);
      expect((await call(t, consoleHelpRoutes.sentNotices, {}, token)).status).toBe(403);
    }
  });

  it('adds an article the assistant answers with at once; keywords tidied; audited', async () => {
    const { body } = await call(t, consoleHelpRoutes.saveHelpArticle, article, tokens.admin);
    expect(body.data).toMatchObject({ keywords: 'renew,續費,perpanjang,yenile', weight: 50 });
    expect(await lastAudit(t)).toMatchObject({
      action: 'help.create',
      targetType: 'help_article',
      reason: 'frequent question',
    });
    const asker = await newMember(t, 'renewer1');
    const answer = await call(
      t,
      chatRoutes.service,
      { text: 'how to renew my phone' },
      asker.token,
    );
    // one article, or a list of those that match: either way the new article is offered
    expect(JSON.stringify(answer.body.data?.at(-1)?.message)).toContain(article.title);
  });

  it('lists articles filtered by title or keyword, edits and deletes with audits', async () => {
    const list = await call(t, consoleHelpRoutes.helpArticles, { q: 'perpanjang' }, tokens.admin);
    expect(list.body.data!.data.map((a) => a.title)).toEqual([article.title]);
    const id = list.body.data!.data[0]!.id;
    await call(
      t,
      consoleHelpRoutes.saveHelpArticle,
      { ...article, id, title: 'Renewing a cloud phone', reason: 'shorter title' },
      tokens.admin,
    );
    expect(await lastAudit(t)).toMatchObject({
      action: 'help.update',
      before: { title: article.title },
      after: { title: 'Renewing a cloud phone' },
    });
    await call(t, consoleHelpRoutes.deleteHelpArticle, { id, reason: 'merged' }, tokens.admin);
    expect(await lastAudit(t)).toMatchObject({ action: 'help.delete', targetId: String(id) });
    const after = await call(t, consoleHelpRoutes.helpArticles, { q: 'perpanjang' }, tokens.admin);
    expect(after.body.data!.total).toBe(0);
  });

  it('refuses an article without keywords', async () => {
    const { status } = await call(
      t,
      consoleHelpRoutes.saveHelpArticle,
      { ...article, keywords: ' ' },
      tokens.admin,
    );
    expect(status).toBe(400);
  });
});

describe('console sent notices', () => {
  it('lists each announcement once with its audience and reads, newest first', async () => {
    await call(t, chatConsoleRoutes.announce, { title: 'First', content: 'One' }, tokens.admin);
    t.clock.advance(60_000);
    await call(t, chatConsoleRoutes.announce, { title: 'Second', content: 'Two' }, tokens.admin);
    const { body } = await call(t, consoleHelpRoutes.sentNotices, {}, tokens.admin);
    expect(body.data!.total).toBe(2);
    expect(body.data!.data.map((n) => n.title)).toEqual(['Second', 'First']);
    expect(body.data!.data[0]!.members).toBeGreaterThan(3);
    const filtered = await call(t, consoleHelpRoutes.sentNotices, { q: 'firs' }, tokens.admin);
    expect(filtered.body.data!.data.map((n) => n.title)).toEqual(['First']);
  });
});
