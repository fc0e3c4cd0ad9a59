import { identityRoutes, type Statistics, type UserProfile } from '@cloudmall/contract';
import { api } from '../../../lib/api';
import type { CallOptions } from '@cloudmall/client';
import { useStatisticsStore } from '../../../stores/statistics-store';
import { useUserStore } from '../../../stores/user-store';

type ProfileInput = Partial<
  Pick<UserProfile, 'nickname' | 'avatar' | 'gender' | 'birthday' | 'bio'>
>;

export function fetchProfile(options: CallOptions = {}): Promise<UserProfile> {
  return api.call(identityRoutes.info, {}, options);
}

/** The member's counters: `user/refresh` answers them beside the profile. */
export async function fetchStatistics(options: CallOptions = {}): Promise<Statistics> {
  return (await api.call(identityRoutes.refresh, {}, options)).statistics;
}

/** Saves profile fields and merges the answer into the session. */
export async function saveProfile(input: ProfileInput): Promise<UserProfile> {
  const profile = await api.call(identityRoutes.profile, input, { loading: true, silent: true });
  useUserStore.getState().updateProfile(profile);
  return profile;
}

export function changePassword(oldpassword: string, newpassword: string): Promise<null> {
  return api.call(
    identityRoutes.changePassword,
    { oldpassword, newpassword },
    { loading: true, silent: true },
  );
}

/** Moves the member to a new phone proven by the SMS code, and stores the new number. */
export async function changeMobile(mobile: string, captcha: string): Promise<UserProfile> {
  const profile = await api.call(
    identityRoutes.changeMobile,
    { mobile, captcha },
    { loading: true, silent: true },
  );
  useUserStore.getState().updateProfile(profile);
  return profile;
}

/** Uploads an avatar file and saves its `/uploads/...` path as the avatar. */
export async function uploadAvatar(file: File): Promise<UserProfile> {
  const uploaded = await api.upload(file, { loading: true, silent: true });
  return saveProfile({ avatar: uploaded.url });
}

/** Pull-to-refresh of the My page: profile (user/info) and counters (user/refresh) into the stores. */
export async function refreshAccount(options: CallOptions = {}): Promise<void> {
  const [profile, statistics] = await Promise.all([
    fetchProfile(options),
    fetchStatistics(options),
  ]);
  useUserStore.getState().updateProfile(profile);
  useStatisticsStore.getState().applyServer(statistics);
}
