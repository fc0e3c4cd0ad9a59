import type { UserInfo, UserProfile } from '@cloudmall/contract';
import { formatMinor } from '@cloudmall/contract';
import { unixSeconds } from '../../platform/clock.ts';
import type { UserRow } from '../../db/schema/identity.schema.ts';
import type { AccountFigures } from './ports.ts';

/** The one place that decides which user fields leave the server. */
export function toUserProfile(user: UserRow, figures: AccountFigures): UserProfile {
  return {
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    mobile: user.mobile ?? '',
    mobile_confirmed: Boolean(user.mobile && user.mobileVerifiedAt),
    avatar: user.avatar,
    level: user.level,
    gender: user.gender,
    birthday: user.birthday ?? '',
    bio: user.bio,
    money: formatMinor(figures.balanceMinor),
    score: figures.score,
    successions: user.successions,
    maxsuccessions: user.maxSuccessions,
    prevtime: unixSeconds(user.prevLoginAt),
    logintime: unixSeconds(user.lastLoginAt),
    loginip: user.lastLoginIp,
    jointime: unixSeconds(user.createdAt),
    invite_code: user.inviteCode,
  };
}

export function toUserInfo(
  profile: UserProfile,
  token: string,
  expiresAt: Date,
  now: Date,
): UserInfo {
  return {
    ...profile,
    token,
    expires_in: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
  };
}

/** Consecutive login days: same day keeps the streak, the next day extends it, a gap restarts it. */
export function nextLoginStreak(lastLoginAt: Date | null, successions: number, now: Date): number {
  if (!lastLoginAt) return 1;
  const dayOf = (date: Date) => Math.floor(date.getTime() / 86_400_000);
  const gap = dayOf(now) - dayOf(lastLoginAt);
  if (gap <= 0) return Math.max(successions, 1);
  return gap === 1 ? successions + 1 : 1;
}
