// Deep import keeps code splitting exact: only pages that use the kit's SwipeAction load it.
export { default as SwipeAction } from 'antd-mobile/es/components/swipe-action';
export type {
  SwipeActionProps,
  SwipeActionRef,
  Action as SwipeActionItem,
} from 'antd-mobile/es/components/swipe-action';
