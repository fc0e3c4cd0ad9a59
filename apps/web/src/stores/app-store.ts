import type { Adverts, AppInit, AppUpdate } from '@cloudmall/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { APP_VERSION, env } from '../lib/env';
import { STORAGE_KEYS } from '../lib/storage';

/** Spec §3 update state; download and install are no-ops on the web. */
export interface UpdateState {
  update: boolean;
  data: AppUpdate | null;
  link: string;
  download: {
    path: string;
    start: boolean;
    install: boolean;
    progress: number;
    totalBytesWritten: number;
    totalBytesExpectedToWrite: number;
  };
}

/** Spec §3 app state, kept under `wanlshop:app`. */
export interface AppState {
  appStyle: Record<string, unknown>;
  appConfig: Record<string, unknown>;
  appUrl: { api: string; oss: string };
  appInfo: { adVersion: number; serviceVersion: number };
  adData: Adverts['data'];
  modulesData: AppInit['modulesData'];
  flags: { screenshot: boolean; position: boolean; map: boolean };
  version: { name: string; code: number };
  updateState: UpdateState;
}

const INITIAL_APP: AppState = {
  appStyle: {},
  appConfig: {},
  appUrl: { api: env.apiBase, oss: env.cdnBase },
  appInfo: { adVersion: 0, serviceVersion: 0 },
  adData: {
    openAdverts: null,
    pageAdverts: [],
    categoryAdverts: {},
    firstAdverts: [],
    otherAdverts: [],
  },
  modulesData: { homeModules: { page: {}, item: [] }, categoryModules: [], searchModules: [] },
  flags: { screenshot: false, position: true, map: true },
  version: { ...APP_VERSION },
  updateState: {
    update: false,
    data: null,
    link: '',
    download: {
      path: '',
      start: false,
      install: false,
      progress: 0,
      totalBytesWritten: 0,
      totalBytesExpectedToWrite: 0,
    },
  },
};

interface AppActions {
  /** Services (common/init): app config, style and decorated modules, with the service version. */
  applyInit: (init: AppInit) => void;
  /** Adverts (common/adverts): advert groups and their version. */
  applyAdverts: (adverts: Adverts) => void;
  /** Update check answer: the update flag follows the server's `update`. */
  applyUpdate: (update: AppUpdate) => void;
  /** Ignore sets the update flag false (spec §4). */
  ignoreUpdate: () => void;
}

export const useAppStore = create<AppState & AppActions>()(
  persist(
    (set) => ({
      ...INITIAL_APP,
      applyInit: (init) =>
        set((state) => ({
          appConfig: init.appConfig,
          appStyle: init.appStyle,
          modulesData: init.modulesData,
          appInfo: { ...state.appInfo, serviceVersion: init.serviceVersion },
        })),
      applyAdverts: (adverts) =>
        set((state) => ({
          adData: adverts.data,
          appInfo: { ...state.appInfo, adVersion: adverts.version },
        })),
      applyUpdate: (update) =>
        set((state) => ({
          updateState: {
            ...state.updateState,
            update: update.update,
            data: update,
            link: update.link,
          },
        })),
      ignoreUpdate: () =>
        set((state) => ({ updateState: { ...state.updateState, update: false } })),
    }),
    {
      name: STORAGE_KEYS.app,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ appStyle, appConfig, appUrl, appInfo, adData, modulesData, flags }) => ({
        appStyle,
        appConfig,
        appUrl,
        appInfo,
        adData,
        modulesData,
        flags,
        // the version is the build's, never the stored one
        version: { ...APP_VERSION },
      }),
      merge: (persisted, current) => ({
        ...current,
        ...(persisted as Partial<AppState>),
        version: { ...APP_VERSION },
      }),
    },
  ),
);
