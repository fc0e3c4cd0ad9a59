// Deep import keeps code splitting exact: only pages that use the kit's Checkbox load it.
export { default as Checkbox } from 'antd-mobile/es/components/checkbox';
export type { CheckboxProps } from 'antd-mobile/es/components/checkbox';
