// Deep import keeps code splitting exact: only pages that use the kit's InfiniteScroll load it.
export { default as InfiniteScroll } from 'antd-mobile/es/components/infinite-scroll';
export type { InfiniteScrollProps } from 'antd-mobile/es/components/infinite-scroll';
