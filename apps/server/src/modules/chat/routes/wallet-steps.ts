import { walletRoutes } from '@cloudmall/contract/wallet';
import { call, type TestApp } from '../../../../test/test-app.ts';
import { addBankCard, requestWithdrawal } from '../../../../test/wallet-helpers.ts';

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
export const withdrawToNewCard = async (
  t: TestApp,
  token: string,
  holder: string,
  account: string,
) => requestWithdrawal(t, token, await addBankCard(t, token, { holder, account }));
