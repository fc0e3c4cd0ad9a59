// Deep import keeps code splitting exact: only pages that use the kit's DatePicker load it.
export { default as DatePicker } from 'antd-mobile/es/components/date-picker';
export type { DatePickerProps } from 'antd-mobile/es/components/date-picker';
