// Deep import keeps code splitting exact: only pages that use the kit's List load it.
export { default as List } from 'antd-mobile/es/components/list';
export type { ListProps } from 'antd-mobile/es/components/list';
