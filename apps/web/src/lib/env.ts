/** Build-time configuration of the web app (spec §3 "config values"), read once. */
export const env = {
  /** API base; every contract path is appended to it. */
  apiBase: (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api',
  /** Socket path on the same origin. */
  socketPath: (import.meta.env.VITE_SOCKET_PATH as string | undefined) ?? '/ws',
  /** CDN base for relative media URLs (`/uploads/...`); empty means the same origin. */
  cdnBase: (import.meta.env.VITE_CDN_BASE as string | undefined) ?? '',
  /** Tab bar variant: `find` shows /pages/find and /pages/cart. */
  tabbarVariant: import.meta.env.VITE_TABBAR_VARIANT === 'find' ? 'find' : 'default',
  /** The `App-Client` header value of this build. */
  appClient: 'h5-wanlshop',
  appId: (import.meta.env.VITE_APP_ID as string | undefined) ?? 'cloudmall-h5',
  mapKey: (import.meta.env.VITE_MAP_KEY as string | undefined) ?? '',
  debug: import.meta.env.DEV,
} as const;

/** The app version of spec §9. */
export const APP_VERSION = { name: '1.2.6', code: 126 } as const;
