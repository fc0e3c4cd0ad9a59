// Deep import keeps code splitting exact: only pages that use the kit's TextArea load it.
export { default as TextArea } from 'antd-mobile/es/components/text-area';
export type { TextAreaProps } from 'antd-mobile/es/components/text-area';
