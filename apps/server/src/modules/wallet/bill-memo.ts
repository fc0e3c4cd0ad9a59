import type { Language } from '@cloudmall/contract';
import { type MemoKey, renderMemo } from '../../platform/messages/memo-messages.ts';
import type { MessageParams } from '../../platform/messages/messages.ts';
import type { MemberDirectory } from '../identity/index.ts';

interface MemoRow {
  amountMinor: bigint;
  reason: string;
  memo: string;
}

const TRANSFER = /^(\d+) → (\d+)$/;

/** The catalogue message of a memo the server wrote (by the transaction's reason); null: shown as written. */
function memoMessage(row: MemoRow): { key: MemoKey; params: MessageParams } | null {
  const { reason, memo } = row;
  if (reason === 'demo_credit') return { key: 'memo.demoCredit', params: {} };
  if (reason === 'deposit') {
    const match = /^(\S+) USDT (\S+)$/.exec(memo);
    return match ? { key: 'memo.deposit', params: { usdt: match[1]!, network: match[2]! } } : null;
  }
  if (reason === 'points_exchange') {
    const match = /^(\d+) points$/.exec(memo);
    return match ? { key: 'memo.pointsExchange', params: { points: match[1]! } } : null;
  }
  if (reason === 'device_renew') {
    const match = / \+(\d+)d$/.exec(memo);
    return match ? { key: 'memo.deviceRenew', params: { days: match[1]! } } : null;
  }
  if (reason === 'signin') {
    const match = /^sign-in day (\d+)$/.exec(memo);
    return match ? { key: 'memo.signin', params: { day: match[1]! } } : null;
  }
  const commission = /^commission order (\d+) level (\d)(?: refund (\d+))?$/.exec(memo);
  if (commission && reason === 'income_reversed')
    return {
      key: 'memo.commissionReversed',
      params: { order: commission[1]!, level: commission[2]!, refund: commission[3] ?? '' },
    };
  if (commission && (reason === 'income_held' || reason === 'income_released'))
    return { key: 'memo.commission', params: { order: commission[1]!, level: commission[2]! } };
  if (reason === 'income_held' || reason === 'income_released') {
    const match = /^script revenue (\S+)$/.exec(memo);
    return match ? { key: 'memo.scriptRevenue', params: { device: match[1]! } } : null;
  }
  if (reason === 'order_payment' && memo)
    return { key: 'memo.orderPayment', params: { orderNos: memo.split(',').join(', ') } };
  return null;
}

/** The other member of a transfer entry, as the viewer sees it; null when the memo names none. */
function transferParty(row: MemoRow, viewerId: number): number | null {
  if (row.reason !== 'transfer') return null;
  const match = TRANSFER.exec(row.memo);
  if (!match) return null;
  const [from, to] = [Number(match[1]), Number(match[2])];
  return from === viewerId ? to : from;
}

/**
 * What each bill says beside its reason, in the reader's language: memos the server writes read from
 * the catalogue, a transfer names the other member (nickname, else username; never an id), and a
 * memo a person wrote (a rejection reason) stays as written.
 */
export async function billMemos(
  rows: MemoRow[],
  viewerId: number,
  members: MemberDirectory,
  language: Language,
): Promise<string[]> {
  const parties = [...new Set(rows.map((row) => transferParty(row, viewerId)))].filter(
    (id): id is number => id !== null,
  );
  const cards = await Promise.all(parties.map((id) => members.findMember(String(id))));
  const names = new Map(
    parties.map((id, i) => [id, cards[i] ? cards[i].nickname || cards[i].username : null]),
  );
  return rows.map((row) => {
    const party = transferParty(row, viewerId);
    if (party !== null) {
      const name = names.get(party) ?? renderMemo('memo.someMember', {}, language);
      const key = BigInt(row.amountMinor) < 0n ? 'memo.transferTo' : 'memo.transferFrom';
      return renderMemo(key, { name }, language);
    }
    const message = memoMessage(row);
    return message ? renderMemo(message.key, message.params, language) : row.memo;
  });
}
