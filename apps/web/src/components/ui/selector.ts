// Deep import keeps code splitting exact: only pages that use the kit's Selector load it.
export { default as Selector } from 'antd-mobile/es/components/selector';
export type { SelectorProps } from 'antd-mobile/es/components/selector';
