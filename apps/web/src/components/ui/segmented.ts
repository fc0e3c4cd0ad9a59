// Deep import keeps code splitting exact: only pages that use the kit's Segmented load it.
export { default as Segmented } from 'antd-mobile/es/components/segmented';
export type { SegmentedProps } from 'antd-mobile/es/components/segmented';
