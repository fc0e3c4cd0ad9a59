import { sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { helpArticles } from '../schema/index.ts';

/** The help centre the assistant answers from; written once, then edited by admins. */
export const HELP_ARTICLES = [
  {
    title: 'How do I top up with USDT?',
    keywords: 'top up,topup,recharge,deposit,usdt,trc20,erc20,address,充值,儲值,yükle,isi ulang',
    content:
      'Open My wallet, tap Top up, choose TRC20 or ERC20 and send USDT to the address shown. Funds arrive in about 5 to 10 minutes. Never send to an address whose countdown has ended: fetch a new one.',
  },
  {
    title: 'How do withdrawals work?',
    keywords: 'withdraw,withdrawal,cash out,payout,fee,提現,提现,para çek,tarik',
    content:
      'Verify your identity first (Settings › Identity verification) and add a payout account. Withdrawals must be within the minimum and maximum and in multiples of the step; the fee is taken from the amount. The amount is held until the withdrawal is processed, usually within 10 minutes, and you can cancel while it is pending.',
  },
  {
    title: 'Why must I verify my identity (KYC)?',
    keywords: 'kyc,identity,verify,verification,passport,id card,實名,认证,kimlik,identitas',
    content:
      'Verifying who you are protects your money: withdrawals are only possible to members with an approved verification. Upload clear photos of both sides of your document; a rejection always comes with a reason so you can submit again.',
  },
  {
    title: 'When can I withdraw my income?',
    keywords: 'income,revenue,held,15 days,script income,commission,收益,收入,gelir,pendapatan',
    content:
      'Income from scripts, commissions and rewards is credited as held income and becomes withdrawable 15 days after it is received. Your wallet shows the date of the next release.',
  },
  {
    title: 'How do I send money to another member?',
    keywords: 'transfer,send money,another member,friend,轉帳,转账,transfer,kirim',
    content:
      'Open My wallet and tap Transfer, enter the username or member ID and the amount, then check the receiver on the confirmation sheet. Transfers cannot be undone.',
  },
  {
    title: 'I forgot my password',
    keywords: 'password,forgot,reset,login,log in,忘記密碼,密码,şifre,kata sandi',
    content:
      'On the login page tap Forgot password, enter your registered phone number and the SMS code, then choose a new password. All your sessions are signed out.',
  },
  {
    title: 'Why was I logged out?',
    keywords: 'logged out,kicked,another device,session,下線,登出,oturum,keluar',
    content:
      'Your account can be logged in on one device at a time. When you log in somewhere else, the older device is logged out. If this was not you, change your password right away.',
  },
  {
    title: 'How do I change my phone number?',
    keywords: 'phone,mobile,number,change phone,手機,电话,telefon,nomor',
    content:
      'Go to Settings › Account security › Change phone number. A code is sent to the new number to prove it is yours.',
  },
] as const;

/** Writes the help articles when the help centre is empty (idempotent). */
export async function seedHelpArticles(db: Db): Promise<number> {
  const existing = await db.select({ count: sql<number>`count(*)::int` }).from(helpArticles);
  if ((existing[0]?.count ?? 0) > 0) return 0;
  await db
    .insert(helpArticles)
    .values(HELP_ARTICLES.map((article, i) => ({ ...article, weight: HELP_ARTICLES.length - i })));
  return HELP_ARTICLES.length;
}
