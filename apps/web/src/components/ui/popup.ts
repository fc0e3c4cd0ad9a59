// Deep import keeps code splitting exact: only pages that use the kit's Popup load it.
export { default as Popup } from 'antd-mobile/es/components/popup';
export type { PopupProps } from 'antd-mobile/es/components/popup';
