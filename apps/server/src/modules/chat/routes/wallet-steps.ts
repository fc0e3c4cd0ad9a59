import { walletRoutes } from '@cloudmall/contract/wallet';
import { call, type TestApp } from '../../../../test/test-app.ts';
import { key } from '../../../../test/wallet-helpers.ts';

/** Test steps: a member sends their identity papers for review (passport, both sides). */
export const submitKyc = (t: TestApp, token: string, name: string, idNumber: string) =>
  call(
    t,
    walletRoutes.submitKyc,
    {
      name,
      id_type: 'passport',
      id_number: idNumber,
      front_image: '/uploads/a.webp',
      back_image: '/uploads/b.webp',
    },
    token,
  );

/** Test steps: a member adds a bank card and asks to withdraw 100.00 to it; the withdrawal's id. */
export async function withdrawToNewCard(
  t: TestApp,
  token: string,
  holder: string,
  account: string,
) {
  const bank = await call(
    t,
    walletRoutes.addBank,
    { type: 'bank', holder, account, bank_name: 'Bank' },
    token,
  );
  const withdrawal = await call(
    t,
    walletRoutes.withdraw,
    { amount: '100.00', bank_id: bank.body.data!.id, idempotency_key: key() },
    token,
  );
  return withdrawal.body.data!.id;
}
