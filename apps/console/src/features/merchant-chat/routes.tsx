import { MessageOutlined } from '@ant-design/icons';
import type { ConsoleFeature } from '../../lib/feature';

/** The shop's chat inbox: members' conversations, answered as the shop, live over the socket. */
export const merchantChatFeature: ConsoleFeature = {
  routes: [
    { path: 'merchant/chat', roles: ['merchant'], page: () => import('./components/inbox-page') },
  ],
  menu: [
    {
      path: 'merchant/chat',
      label: 'merchant-chat:menu',
      icon: <MessageOutlined />,
      section: 'merchant',
      roles: ['merchant'],
    },
  ],
};
