import type { Page } from '@cloudmall/contract';
import type { DepositAddress, DepositNotice, Network } from '@cloudmall/contract/wallet';
import { formatMinor } from '@cloudmall/contract';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { unixSeconds } from '../../platform/clock.ts';
import { credit } from './ledger/ledger-operations.ts';
import { tellMember } from './notify.ts';
import type { WalletDeps } from './ports.ts';
import {
  depositAddressExpired,
  networkNotSupported,
  notFound,
  rechargeQueueBusy,
} from './wallet.errors.ts';
import { depositsRepository } from './deposits.repository.ts';
import { depositCreditMinor, formatUsdt, parseUsdtMicro } from './wallet-rules.ts';
import { pageOf } from '../../platform/http/paging.ts';

export type TopupService = ReturnType<typeof createTopupService>;

const NETWORK_LABELS: Record<Network, string> = {
  TRC20: 'USDT · TRON (TRC20)',
  ERC20: 'USDT · Ethereum (ERC20)',
};

export function createTopupService(
  deps: Pick<WalletDeps, 'db' | 'clock' | 'settings' | 'log' | 'notify' | 'changed'>,
) {
  const { db, clock, settings, log } = deps;
  const tell = tellMember(deps.notify, log);

  return {
    /** The networks open for top-up. */
    async networks() {
      const rules = await settings.get('wallet.topup');
      return rules.networks.map((network) => ({
        network,
        label: NETWORK_LABELS[network],
        confirmations_note: '5-10 min',
      }));
    },

    /**
     * The member's deposit address on a network: the active one, or a free one from the pool with an
     * expiry. Past the configured number of open addresses, or with an empty pool: queue busy.
     */
    async address(userId: number, network: Network): Promise<DepositAddress> {
      const rules = await settings.get('wallet.topup');
      if (!rules.networks.includes(network)) throw networkNotSupported();
      const row = await inTransaction(db, async (trx) => {
        const now = clock.now();
        const active = await depositsRepository.findActiveAddress(trx, userId, network, now);
        if (active) return active;
        if ((await depositsRepository.countActiveAddresses(trx, now)) >= rules.pendingCap)
          throw rechargeQueueBusy();
        const restedBefore = new Date(now.getTime() - rules.addressCooldownSeconds * 1000);
        const free = await depositsRepository.claimFreeAddress(trx, network, restedBefore);
        if (!free) throw rechargeQueueBusy();
        return depositsRepository.assignAddress(
          trx,
          free.id,
          userId,
          now,
          new Date(now.getTime() + rules.addressTtlSeconds * 1000),
        );
      });
      const expiresAt = row.expiresAt ?? clock.now();
      return {
        network,
        address: row.address,
        expires_at: unixSeconds(expiresAt),
        expires_in: Math.max(0, Math.floor((expiresAt.getTime() - clock.now().getTime()) / 1000)),
        rate: formatMinor(BigInt(rules.rateMinorPerUsdt)),
      };
    },

    /**
     * Credits a deposit exactly once per (network, hash, index), whatever the hash's case or 0x prefix
     * and whoever reports it (signed notice or admin). A notice needs an address assigned and
     * unexpired; an admin confirmation (audited) only an address that was assigned to a member.
     */
    async credit(
      notice: DepositNotice,
      source: { kind: 'notice' } | { kind: 'admin'; actorUserId: number; note: string },
    ) {
      const rules = await settings.get('wallet.topup');
      const result = await inTransaction(db, async (trx) => {
        const now = clock.now();
        const address = await depositsRepository.findAddress(trx, notice.network, notice.address);
        if (!address?.userId) {
          log.warn({ notice }, 'deposit to an unknown address: nothing credited');
          throw notFound();
        }
        if (source.kind === 'notice' && (!address.expiresAt || address.expiresAt <= now)) {
          log.warn({ notice }, 'deposit notice for an expired address: nothing credited');
          throw depositAddressExpired();
        }
        const usdtMicro = parseUsdtMicro(notice.amount);
        const amountMinor = depositCreditMinor(usdtMicro, BigInt(rules.rateMinorPerUsdt));
        const deposit = await depositsRepository.insertDeposit(trx, {
          network: notice.network,
          txHash: notice.tx_hash,
          logIndex: notice.log_index,
          address: notice.address,
          userId: address.userId,
          usdtMicro,
          amountMinor,
          source: source.kind,
        });
        if (!deposit) {
          const existing = await depositsRepository.findDeposit(
            trx,
            notice.network,
            notice.tx_hash,
            notice.log_index,
          );
          return { credited: false, deposit_id: existing?.id ?? 0 };
        }
        if (amountMinor > 0n) {
          await credit(trx, {
            reason: 'deposit',
            reference: `deposit:${deposit.id}`,
            memo: `${notice.amount} USDT ${notice.network}`,
            idempotencyKey: `deposit:${notice.network}:${deposit.txHash}:${notice.log_index}`,
            userId: address.userId,
            amountMinor,
            from: 'deposit_clearing',
          });
        }
        if (source.kind === 'admin') {
          await recordAudit(trx, {
            actorUserId: source.actorUserId,
            action: 'wallet.deposit.confirm',
            target: `deposit:${deposit.id}`,
            detail: { ...notice, note: source.note },
          });
        }
        return { credited: true, deposit_id: deposit.id, userId: address.userId, amountMinor };
      });
      if (result.credited && result.userId !== undefined && result.amountMinor !== undefined) {
        deps.changed(result.userId, { type: 'wallet_changed' });
        tell(
          result.userId,
          {
            key: 'wallet.topupCredited',
            params: {
              usdt: notice.amount,
              network: notice.network,
              amount: String(result.amountMinor),
            },
          },
          'deposit',
          result.deposit_id,
        );
      }
      return { credited: result.credited, deposit_id: result.deposit_id };
    },

    /** Deposits credited to the member. */
    async deposits(
      userId: number,
      query: { page: number; list_rows: number },
    ): Promise<Page<ReturnType<typeof toDeposit>>> {
      return pageOf(
        query,
        (offset, limit) => depositsRepository.pageDeposits(db, userId, offset, limit),
        toDeposit,
      );
    },

    /** Adds addresses to a network's pool (admin, audited); known ones are skipped. */
    async importAddresses(actorUserId: number, network: Network, addresses: string[]) {
      return inTransaction(db, async (trx) => {
        const unique = [...new Set(addresses)];
        const imported = await depositsRepository.importAddresses(trx, network, unique);
        await recordAudit(trx, {
          actorUserId,
          action: 'wallet.addresses.import',
          target: network,
          detail: { imported, offered: unique.length },
        });
        return { imported, skipped: addresses.length - imported };
      });
    },
  };
}

function toDeposit(row: {
  id: number;
  network: string;
  txHash: string;
  usdtMicro: bigint;
  amountMinor: bigint;
  createdAt: Date;
}) {
  const usdt = formatUsdt(BigInt(row.usdtMicro));
  return {
    id: row.id,
    network: row.network as Network,
    tx_hash: row.txHash,
    usdt_amount: usdt,
    amount: formatMinor(BigInt(row.amountMinor)),
    createtime: unixSeconds(row.createdAt),
  };
}
