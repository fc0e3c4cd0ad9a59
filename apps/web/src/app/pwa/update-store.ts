import { create } from 'zustand';
import { useAppStore } from '../../stores/app-store';

/** Activates the waiting service worker and reloads the page on it (workbox-window's updateSW). */
export type ApplyNewVersion = () => Promise<void>;

interface NewVersionState {
  /** A new version of the app is installed and waiting: the update prompt shows while true. */
  waiting: boolean;
  apply: ApplyNewVersion | null;
  /** A new service worker is waiting: offer it (again, even after an earlier ignore). */
  newVersionWaiting: (apply: ApplyNewVersion) => void;
  /** Update now: the waiting version takes over and the page reloads on it. */
  updateNow: () => Promise<void>;
  /** Ignore (spec §4): the update flag goes false and the prompt stays away until the next version. */
  ignore: () => void;
}

/** The web's side of the spec's update state: a new version of the app waiting in the service worker. */
export const useNewVersionStore = create<NewVersionState>()((set, get) => ({
  waiting: false,
  apply: null,
  newVersionWaiting: (apply) => set({ waiting: true, apply }),
  updateNow: async () => {
    const { apply } = get();
    set({ waiting: false });
    if (apply) await apply();
  },
  ignore: () => {
    set({ waiting: false });
    useAppStore.getState().ignoreUpdate();
  },
}));
