// Deep import keeps code splitting exact: only pages that use the kit's ConfigProvider load it.
export { default as ConfigProvider } from 'antd-mobile/es/components/config-provider';
export type { ConfigProviderProps } from 'antd-mobile/es/components/config-provider';
