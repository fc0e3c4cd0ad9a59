// Deep import keeps code splitting exact: only pages that use the kit's Modal load it.
export { default as Modal } from 'antd-mobile/es/components/modal';
export type { ModalProps } from 'antd-mobile/es/components/modal';
