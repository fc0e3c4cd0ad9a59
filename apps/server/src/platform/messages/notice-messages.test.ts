import { LANGUAGES } from '@cloudmall/contract';
import { describe, expect, it } from 'vitest';
import { MEMO_MESSAGES, renderMemo } from './memo-messages.ts';
import { formatMoney, interpolate } from './messages.ts';
import { NOTICE_MESSAGES, renderNotice } from './notice-messages.ts';

const placeholders = (text: string) =>
  [...text.matchAll(/\{\w+(?::money)?\}/g)].map((m) => m[0]).sort();

describe('the notice catalogue', () => {
  it.each(Object.entries(NOTICE_MESSAGES))(
    '%s has a title and a body in every language, with the same placeholders as English',
    (_, message) => {
      for (const language of LANGUAGES) {
        expect(message.title[language].trim()).not.toBe('');
        expect(message.content[language].trim()).not.toBe('');
        expect(placeholders(message.title[language])).toEqual(placeholders(message.title.en));
        expect(placeholders(message.content[language])).toEqual(placeholders(message.content.en));
      }
    },
  );

  it('translations are not the English text left in place', () => {
    for (const [key, message] of Object.entries(NOTICE_MESSAGES))
      for (const language of LANGUAGES.filter((l) => l !== 'en'))
        expect(message.title[language], `${key} ${language}`).not.toBe(message.title.en);
  });

  it('renders a notice with its params, money with the currency sign', () => {
    expect(
      renderNotice('wallet.withdrawalRejected', { amount: '10050', reason: 'name mismatch' }, 'tr'),
    ).toEqual({
      title: 'Para çekme reddedildi',
      content: '¥100.50 bakiyenize geri yüklendi. Neden: name mismatch',
    });
    expect(
      renderNotice('order.ship', { orderNo: 'N1', carrier: 'SF', trackingNo: '9' }, 'zh-Hant'),
    ).toEqual({ title: '您的訂單已發貨', content: '訂單 N1 已發貨：SF 9' });
  });

  it('an unknown key renders nothing, so the stored text is shown', () => {
    expect(renderNotice('nope.nothing', {}, 'en')).toBeNull();
  });
});

describe('the memo catalogue', () => {
  it.each(Object.entries(MEMO_MESSAGES))('%s has a text in every language', (_, text) => {
    for (const language of LANGUAGES) {
      expect(text[language].trim()).not.toBe('');
      expect(placeholders(text[language])).toEqual(placeholders(text.en));
    }
  });

  it('interpolates the other member of a transfer', () => {
    expect(renderMemo('memo.transferTo', { name: 'Ada' }, 'id')).toBe('Kepada Ada');
  });
});

describe('money in server text', () => {
  it('carries the currency sign and two decimals', () => {
    expect(formatMoney(1250n)).toBe('¥12.50');
    expect(formatMoney('-300')).toBe('-¥3.00');
    expect(interpolate('{a:money} / {b}', { a: 5, b: 'x' })).toBe('¥0.05 / x');
  });
});
