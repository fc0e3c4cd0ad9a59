/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_SOCKET_PATH?: string;
  readonly VITE_CDN_BASE?: string;
  readonly VITE_TABBAR_VARIANT?: string;
  readonly VITE_APP_ID?: string;
  readonly VITE_MAP_KEY?: string;
}
