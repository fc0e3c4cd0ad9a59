import type { z } from 'zod';
import type {
  BankAccountInputSchema,
  KycStatus,
  KycSubmitSchema,
} from '@cloudmall/contract/wallet';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { bankAccountNotFound, kycAlreadyApproved, kycPending, notFound } from './wallet.errors.ts';
import { toBankAccount, toKycStatus } from './wallet.mapper.ts';
import { walletRepository } from './wallet.repository.ts';
import { tellMember } from './notify.ts';
import type { WalletDeps } from './ports.ts';

export type KycBankService = ReturnType<typeof createKycBankService>;

/** Identity verification (KYC) and payout accounts: what a withdrawal needs. */
export function createKycBankService(
  deps: Pick<WalletDeps, 'db' | 'clock' | 'notify' | 'changed' | 'log'>,
) {
  const { db, clock } = deps;
  const tell = tellMember(deps.notify, deps.log);

  return {
    kycStatus: async (userId: number): Promise<KycStatus> =>
      toKycStatus(await walletRepository.findKyc(db, userId)),

    isKycApproved: async (userId: number): Promise<boolean> =>
      (await walletRepository.findKyc(db, userId))?.status === 'approved',

    /** Submits documents for review; not while one is pending or after approval. */
    async submitKyc(userId: number, input: z.output<typeof KycSubmitSchema>): Promise<KycStatus> {
      const current = await walletRepository.findKyc(db, userId);
      if (current?.status === 'pending') throw kycPending();
      if (current?.status === 'approved') throw kycAlreadyApproved();
      const row = await walletRepository.upsertKyc(db, {
        userId,
        status: 'pending',
        name: input.name,
        idType: input.id_type,
        idNumber: input.id_number,
        frontImage: input.front_image,
        backImage: input.back_image,
        reason: '',
      });
      return toKycStatus(row);
    },

    /** An admin decides a pending submission, with a reason when rejecting; audited; the member's screens are told. */
    async reviewKyc(
      adminId: number,
      input: { user_id: number; decision: 'approve' | 'reject'; reason: string },
    ) {
      const decided = await inTransaction(db, async (trx) => {
        const status = input.decision === 'approve' ? 'approved' : 'rejected';
        const row = await walletRepository.decideKyc(trx, input.user_id, status, input.reason);
        if (!row) throw notFound();
        await recordAudit(trx, {
          actorUserId: adminId,
          action: `kyc.${status}`,
          target: `user:${input.user_id}`,
          reason: input.reason,
          before: { status: 'pending' },
          after: { status },
        });
        return { status };
      });
      deps.changed(input.user_id, { type: 'kyc_changed' });
      if (decided.status === 'approved')
        tell(input.user_id, { key: 'wallet.kycApproved', params: {} }, 'kyc', input.user_id);
      else
        tell(
          input.user_id,
          { key: 'wallet.kycRefused', params: { reason: input.reason || '-' } },
          'kyc',
          input.user_id,
        );
      return decided;
    },

    listBanks: async (userId: number) =>
      (await walletRepository.listBanks(db, userId)).map(toBankAccount),

    async addBank(userId: number, input: z.output<typeof BankAccountInputSchema>) {
      const row = await walletRepository.insertBank(db, {
        userId,
        type: input.type,
        holder: input.holder,
        account: input.account,
        bankName: input.type === 'bank' ? input.bank_name : '',
        network: input.type === 'usdt' ? (input.network ?? '') : '',
      });
      return toBankAccount(row);
    },

    /** One payout account of the member; another member's id answers as not found. */
    async bankDetails(userId: number, id: number) {
      const row = await walletRepository.findBank(db, userId, id);
      if (!row) throw bankAccountNotFound();
      return toBankAccount(row);
    },

    async deleteBank(userId: number, id: number): Promise<null> {
      if (!(await walletRepository.deleteBank(db, userId, id, clock.now())))
        throw bankAccountNotFound();
      return null;
    },
  };
}
