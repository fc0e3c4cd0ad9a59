// Deep import keeps code splitting exact: only pages that use the kit's PullToRefresh load it.
export { default as PullToRefresh } from 'antd-mobile/es/components/pull-to-refresh';
export type { PullToRefreshProps } from 'antd-mobile/es/components/pull-to-refresh';
