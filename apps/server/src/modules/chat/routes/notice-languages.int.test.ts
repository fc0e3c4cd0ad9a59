import { LANGUAGES, type Language } from '@cloudmall/contract';
import { chatRoutes } from '@cloudmall/contract/chat';
import { walletConsoleRoutes, walletRoutes } from '@cloudmall/contract/wallet';
import { describe, expect, it } from 'vitest';
import { notices } from '../../../db/schema/chat.schema.ts';
import { NOTICE_MESSAGES } from '../../../platform/messages/notice-messages.ts';
import { submitKyc, withdrawToNewCard } from './wallet-steps.ts';
import { call } from '../../../../test/test-app.ts';
import { fund, key, newMember, tokenOf, txHash } from '../../../../test/wallet-helpers.ts';
import { t } from '../../../../test/app-per-file.ts';
import { admin, useTestAppWithAdmin } from '../../../../test/admin-helpers.ts';

useTestAppWithAdmin();

/** A GET as a client in `language` (the `lang` header the web sends). */
async function getIn<T>(language: Language, path: string, token: string, query: object) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api${path}`,
    headers: { token, lang: language },
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  return (response.json() as { data: T }).data;
}

type NoticeWire = { title: string; content: string; modules: string };
const noticesIn = (language: Language, token: string, type = 'notice') =>
  getIn<{ data: NoticeWire[] }>(language, chatRoutes.notices.path, token, { type }).then(
    (page) => page.data,
  );

/** Notices are written after the change committed: waits until `count` of them are there. */
async function settled(token: string, count: number, type = 'notice') {
  for (let i = 0; i < 100; i += 1) {
    if ((await noticesIn('en', token, type)).length >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`fewer than ${count} ${type} notices`);
}

describe('notices are read in the reader language', () => {
  it('a credited top-up, a KYC approval and a rejected withdrawal read in tr, zh-Hant and id, with the currency sign', async () => {
    const m = await newMember(t, 'polyglot');
    const { address } = (await call(t, walletRoutes.depositAddress, { network: 'TRC20' }, m.token))
      .body.data!;
    const deposit = { network: 'TRC20', tx_hash: txHash(), log_index: 0, address, amount: '5' };
    await call(t, walletConsoleRoutes.confirmDeposit, { ...deposit, note: 'test' }, admin);
    await submitKyc(t, m.token, 'Poly Glot', 'P0000002');
    await call(t, walletConsoleRoutes.reviewKyc, { user_id: m.id, decision: 'approve' }, admin);
    await fund(t, m.id, 20_000n);
    const withdrawal = await withdrawToNewCard(t, m.token, 'Poly', '6222000000008888');
    await call(
      t,
      walletConsoleRoutes.rejectWithdrawal,
      { id: withdrawal, reason: 'name mismatch' },
      admin,
    );
    await settled(m.token, 3);

    const english = await noticesIn('en', m.token);
    expect(english.map((n) => n.modules)).toEqual(['withdrawal', 'kyc', 'deposit']);
    expect(english[0]!.content).toBe('¥100.00 is back in your balance. Reason: name mismatch');
    expect(english[2]!.content).toMatch(/^5 USDT \(TRC20\) credited: ¥\d+\.\d\d$/);
    const expected = {
      withdrawal: NOTICE_MESSAGES['wallet.withdrawalRejected'],
      kyc: NOTICE_MESSAGES['wallet.kycApproved'],
      deposit: NOTICE_MESSAGES['wallet.topupCredited'],
    } as const;
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const read = await noticesIn(language, m.token);
      for (const notice of read) {
        const message = expected[notice.modules as keyof typeof expected];
        expect(notice.title).toBe(message.title[language]);
        expect(notice.title).not.toBe(message.title.en);
      }
      expect(read[0]!.content).toContain('¥100.00');
      expect(read[0]!.content).toContain('name mismatch');
      expect(read[0]!.content).not.toContain('is back in your balance');
    }
  });

  it('a refused KYC (with its reason) and a paid withdrawal read in Indonesian, the net amount with the currency sign', async () => {
    const m = await newMember(t, 'indonesian');
    await submitKyc(t, m.token, 'Indo Nesia', 'P0000003');
    await call(
      t,
      walletConsoleRoutes.reviewKyc,
      { user_id: m.id, decision: 'reject', reason: 'photo blurred' },
      admin,
    );
    await settled(m.token, 1);
    await submitKyc(t, m.token, 'Indo Nesia', 'P0000003');
    await call(t, walletConsoleRoutes.reviewKyc, { user_id: m.id, decision: 'approve' }, admin);
    await fund(t, m.id, 20_000n);
    const withdrawal = await withdrawToNewCard(t, m.token, 'Indo', '6222000000007777');
    await call(t, walletConsoleRoutes.approveWithdrawal, { id: withdrawal }, admin);
    await settled(m.token, 3);
    const [paid, approved, refused] = await noticesIn('id', m.token);
    expect(refused).toMatchObject({
      title: 'Verifikasi identitas tidak disetujui',
      content: 'Alasan: photo blurred',
    });
    expect(approved?.title).toBe('Identitas terverifikasi');
    expect(paid?.title).toBe('Penarikan dibayarkan');
    expect(paid?.content).toMatch(/^¥\d+\.\d\d sedang dikirim ke \S+/);
  });

  it('an order notice written once is read in each language, its amount with the currency sign', async () => {
    const m = await newMember(t, 'orderpoly');
    await t.chat.notices.notify(m.id, {
      type: 'order',
      message: { key: 'order.pay', params: { orderNo: 'CM2026', amount: '1250' } },
      modules: 'order',
      modulesId: 7,
    });
    const read = async (language: Language) => (await noticesIn(language, m.token, 'order'))[0];
    expect(await read('en')).toMatchObject({
      title: 'Payment received',
      content: 'Order CM2026: ¥12.50 paid from your balance.',
    });
    expect(await read('tr')).toMatchObject({
      title: 'Ödeme alındı',
      content: 'Sipariş CM2026: bakiyenizden ¥12.50 ödendi.',
    });
    expect(await read('zh-Hant')).toMatchObject({ title: '已收到付款' });
    expect((await read('id'))?.content).toBe('Pesanan CM2026: ¥12.50 dibayar dari saldo Anda.');
  });

  it('a notice written before message keys reads as the text it was stored with', async () => {
    const m = await newMember(t, 'oldtimer');
    await t.db.insert(notices).values({
      userId: m.id,
      type: 'system',
      title: 'Maintenance tonight',
      content: 'Back at 02:00',
      modules: 'system',
      modulesId: 0,
    });
    const [read] = await noticesIn('tr', m.token, 'system');
    expect(read).toMatchObject({ title: 'Maintenance tonight', content: 'Back at 02:00' });
  });
});

describe('bill memos are read in the reader language', () => {
  it('a transfer names the other member on both sides, never their ids, and written memos read from the catalogue', async () => {
    const payer = await newMember(t, 'payerpoly');
    const payee = await newMember(t, 'payeepoly');
    await fund(t, payer.id, 10_000n);
    await call(
      t,
      walletRoutes.transfer,
      { to: 'payeepoly', amount: '12.50', idempotency_key: key() },
      payer.token,
    );
    const bills = (language: Language, token: string) =>
      getIn<{ data: Array<{ reason: string; memo: string }> }>(
        language,
        walletRoutes.bills.path,
        token,
        { account: 'balance', direction: 'all' },
      ).then((page) => page.data);

    const sent = (await bills('en', payer.token)).find((b) => b.reason === 'transfer_out');
    expect(sent?.memo).toBe('To payeepoly');
    const received = (await bills('tr', payee.token)).find((b) => b.reason === 'transfer_in');
    expect(received?.memo).toBe('Gönderen: payerpoly');
    const zh = (await bills('zh-Hant', payer.token)).find((b) => b.reason === 'transfer_out');
    expect(zh?.memo).toBe('轉給 payeepoly');
    expect(zh?.memo).not.toMatch(/\d+ → \d+/);
  });

  it('the demo starting balance reads in the reader language', async () => {
    const demo = await tokenOf(t, 'demo');
    const page = await getIn<{ data: Array<{ reason: string; memo: string }> }>(
      'id',
      walletRoutes.bills.path,
      demo,
      { account: 'balance', direction: 'all', list_rows: 50 },
    );
    const start = page.data.find((b) => b.reason === 'demo_credit');
    expect(start?.memo).toBe('Saldo awal demo');
  });
});
