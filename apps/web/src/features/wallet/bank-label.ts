interface BankLike {
  type: string;
  bank_name: string;
  network?: string;
  account: string;
}

/** A payout account's title: the bank's name, or "USDT · TRC20" for an address. */
export function bankTitle(bank: BankLike): string {
  if (bank.type !== 'usdt') return bank.bank_name;
  return bank.network ? `USDT · ${bank.network}` : 'USDT';
}

/** The masked account the server sends, shortened to its last four characters: "•••• 1234". */
export function bankTail(account: string): string {
  const visible = account.replace(/[^A-Za-z0-9]/g, '').slice(-4);
  return visible ? `•••• ${visible}` : account;
}
