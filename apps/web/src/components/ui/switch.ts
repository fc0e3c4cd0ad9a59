// Deep import keeps code splitting exact: only pages that use the kit's Switch load it.
export { default as Switch } from 'antd-mobile/es/components/switch';
export type { SwitchProps } from 'antd-mobile/es/components/switch';
