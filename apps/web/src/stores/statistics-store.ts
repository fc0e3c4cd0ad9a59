import type { Statistics } from '@cloudmall/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../lib/storage';

/** Spec §3 statistics: order and dynamic counters, unread notices and a logistics list. */
export interface StatisticsState {
  order: Statistics['order'];
  dynamic: Statistics['dynamic'];
  notice: { order: number; notice: number; chat: number };
  /**
   * Spec §4: unread chat messages that arrived while the notice flag (`pushs`) was off. Kept apart
   * from `notice.chat` so they stay out of the badge; saved with the statistics.
   */
  mutedChat: number;
  logistics: unknown[];
}

export const EMPTY_STATISTICS: StatisticsState = {
  order: { pay: 0, delive: 0, receiving: 0, evaluate: 0, customer: 0, whole: 0, groups: 0 },
  dynamic: { collection: 0, concern: 0, footprint: 0, coupon: 0, accountbank: 0 },
  notice: { order: 0, notice: 0, chat: 0 },
  mutedChat: 0,
  logistics: [],
};

interface StatisticsActions {
  /** Takes the server counters (login, user/refresh) and saves them; unread notices stay client-side. */
  applyServer: (statistics: Statistics) => void;
  /** Changes unread counters (chat, order, notice pushes; `mutedChat` too); saved on every edit. */
  patchNotice: (notice: Partial<StatisticsState['notice']>, mutedChat?: number) => void;
  /** Logout or invalid token: every counter back to 0. */
  reset: () => void;
}

export const useStatisticsStore = create<StatisticsState & StatisticsActions>()(
  persist(
    (set) => ({
      ...structuredClone(EMPTY_STATISTICS),
      applyServer: (statistics) =>
        set({
          order: { ...statistics.order },
          dynamic: { ...statistics.dynamic },
          logistics: [...statistics.logistics],
        }),
      patchNotice: (notice, mutedChat) =>
        set((state) => ({
          notice: { ...state.notice, ...notice },
          mutedChat: mutedChat ?? state.mutedChat,
        })),
      reset: () => set(structuredClone(EMPTY_STATISTICS)),
    }),
    {
      name: STORAGE_KEYS.statistics,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ order, dynamic, notice, mutedChat, logistics }) => ({
        order,
        dynamic,
        notice,
        mutedChat,
        logistics,
      }),
    },
  ),
);
