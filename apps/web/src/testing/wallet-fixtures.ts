import type { BankAccount, KycStatus } from '@cloudmall/contract/wallet';

/** Withdrawal limits as the server answers them (the demo member's balance). */
export function withdrawConfig(kycStatus: KycStatus['status'] = 'approved') {
  return {
    min: '100.00',
    max: '50000.00',
    step: '50.00',
    fixed_fee: '1.00',
    rate_percent: '1.00',
    available: '10000.00',
    kyc_status: kycStatus,
    usdt_rate: '7.10',
  };
}

export function bankAccount(overrides: Partial<BankAccount> = {}): BankAccount {
  return {
    id: 7,
    type: 'bank',
    holder: 'Demo Member',
    account: '************1234',
    bank_name: 'Bank of Taiwan',
    network: '',
    createtime: 1_700_000_000,
    ...overrides,
  };
}

export function withdrawal(amount: string) {
  return {
    id: 1,
    amount,
    fee: '2.00',
    net: '98.00',
    status: 'pending' as const,
    reason: '',
    bank: { type: 'bank', account: '************1234', bank_name: 'Bank of Taiwan' },
    createtime: 1_700_000_000,
    updatetime: 1_700_000_000,
  };
}
