// Deep import keeps code splitting exact: only pages that use the kit's Input load it.
export { default as Input } from 'antd-mobile/es/components/input';
export type { InputProps } from 'antd-mobile/es/components/input';
