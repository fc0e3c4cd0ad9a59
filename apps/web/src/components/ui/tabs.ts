// Deep import keeps code splitting exact: only pages that use the kit's Tabs load it.
export { default as Tabs } from 'antd-mobile/es/components/tabs';
export type { TabsProps, TabProps } from 'antd-mobile/es/components/tabs';
