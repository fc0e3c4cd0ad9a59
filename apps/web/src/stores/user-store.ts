import type { UserInfo, UserProfile } from '@cloudmall/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../lib/storage';

/** The spec §3 user session, kept under `wanlshop:user`. */
export interface UserSession {
  id: number;
  isLogin: boolean;
  username: string;
  nickname: string;
  mobile: string;
  avatar: string;
  level: number;
  gender: number;
  birthday: string;
  bio: string;
  money: string;
  score: number;
  successions: number;
  maxsuccessions: number;
  prevtime: number;
  logintime: number;
  loginip: string;
  jointime: number;
  token: string;
  invite_code: string;
  pushs: boolean;
  shock: boolean;
  voice: boolean;
}

export type PreferenceFlag = 'pushs' | 'shock' | 'voice';

/** Cleared session: no identity, money 0.00, preference flags on (spec §9 defaults). */
export const EMPTY_USER: UserSession = {
  id: 0,
  isLogin: false,
  username: '',
  nickname: '',
  mobile: '',
  avatar: '',
  level: 0,
  gender: 0,
  birthday: '',
  bio: '',
  money: '0.00',
  score: 0,
  successions: 0,
  maxsuccessions: 0,
  prevtime: 0,
  logintime: 0,
  loginip: '',
  jointime: 0,
  token: '',
  invite_code: '',
  pushs: true,
  shock: true,
  voice: true,
};

interface UserActions {
  /** Login transition: stores the user info and token, marks logged in, turns push, sound and vibration on. */
  applyLogin: (userinfo: UserInfo) => void;
  /** Merges a fresh profile (user/info, user/profile) into the session without touching the token. */
  updateProfile: (profile: Partial<UserProfile>) => void;
  /** Startup token check answered 200: the stored user is restored as logged in. */
  markLoggedIn: () => void;
  /** Turns one preference flag (push, vibration, sound) on or off. */
  setFlag: (flag: PreferenceFlag, on: boolean) => void;
  /** Logout or invalid token: every user field back to the cleared session. */
  clear: () => void;
}

function pickSession(state: UserSession): UserSession {
  const session = { ...EMPTY_USER };
  for (const key of Object.keys(EMPTY_USER) as (keyof UserSession)[]) {
    Object.assign(session, { [key]: state[key] });
  }
  return session;
}

export const useUserStore = create<UserSession & UserActions>()(
  persist(
    (set) => ({
      ...EMPTY_USER,
      applyLogin: (userinfo) =>
        set({
          ...pickSession({ ...EMPTY_USER, ...userinfo }),
          isLogin: true,
          pushs: true,
          shock: true,
          voice: true,
        }),
      updateProfile: (profile) =>
        set((state) =>
          pickSession({ ...state, ...profile, token: state.token, isLogin: state.isLogin }),
        ),
      markLoggedIn: () => set((state) => ({ isLogin: state.token !== '' })),
      setFlag: (flag, on) => set({ [flag]: on }),
      clear: () => set({ ...EMPTY_USER }),
    }),
    {
      name: STORAGE_KEYS.user,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => pickSession(state),
    },
  ),
);

/** True when a stored session has a token worth checking at startup. */
export function hasStoredToken(): boolean {
  return useUserStore.getState().token !== '';
}
