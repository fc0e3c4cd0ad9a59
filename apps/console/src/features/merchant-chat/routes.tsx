import { MessageOutlined } from '@ant-design/icons';
import { menuFeature } from '../../lib/feature';

/** The shop's chat inbox: members' conversations, answered as the shop, live over the socket. */
export const merchantChatFeature = menuFeature('merchant', [
  {
    path: 'merchant/chat',
    label: 'merchant-chat:menu',
    icon: <MessageOutlined />,
    page: () => import('./components/inbox-page'),
  },
]);
