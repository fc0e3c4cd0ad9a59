import type { LoginResult } from '@cloudmall/contract';

/** A login answer as the server sends it (demo member). */
export function loginResult(overrides: Partial<LoginResult['userinfo']> = {}): LoginResult {
  return {
    userinfo: {
      id: 12,
      username: 'demo',
      nickname: 'Demo Member',
      mobile: '8613800000000',
      mobile_confirmed: true,
      avatar: '/uploads/avatar.png',
      level: 2,
      gender: 1,
      birthday: '1990-01-01',
      bio: '',
      money: '12.50',
      score: 30,
      successions: 1,
      maxsuccessions: 3,
      prevtime: 0,
      logintime: 1_700_000_000,
      loginip: '127.0.0.1',
      jointime: 1_690_000_000,
      invite_code: 'CLOUDMALL',
      token: 'token-abc',
      expires_in: 2_592_000,
      ...overrides,
    },
    statistics: {
      order: { pay: 1, delive: 2, receiving: 3, evaluate: 4, customer: 5, whole: 15, groups: 0 },
      dynamic: { collection: 6, concern: 7, footprint: 8, coupon: 9, accountbank: 1 },
      logistics: [],
    },
  };
}
