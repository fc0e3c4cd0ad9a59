// Deep import keeps code splitting exact: only pages that use the kit's PasscodeInput load it.
export { default as PasscodeInput } from 'antd-mobile/es/components/passcode-input';
export type {
  PasscodeInputProps,
  PasscodeInputRef,
} from 'antd-mobile/es/components/passcode-input';
