// Deep import keeps code splitting exact: only pages that use the kit's SearchBar load it.
export { default as SearchBar } from 'antd-mobile/es/components/search-bar';
export type { SearchBarProps } from 'antd-mobile/es/components/search-bar';
