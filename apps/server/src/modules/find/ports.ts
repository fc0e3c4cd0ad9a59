import type { LivePush } from '@cloudmall/contract/chat';
import type { GoodsCard } from '@cloudmall/contract/catalog';
import type { MemberDirectory } from '../identity/index.ts';

export interface ShopBrief {
  id: number;
  shopname: string;
  avatar: string;
  user_id: number;
}

/** What the feed and live rooms read from identity, the catalog and the socket layer. */
export interface FindPorts extends MemberDirectory {
  memberBio(userId: number): Promise<string>;
  cards(ids: number[]): Promise<GoodsCard[]>;
  shopOfUser(userId: number): Promise<ShopBrief | null>;
  shopBrief(shopId: number): Promise<ShopBrief | null>;
  isFollowingShop(userId: number, shopId: number): Promise<boolean>;
  /** A live-room push (the only push this module sends). */
  pushToUser(userId: number, message: LivePush): Promise<void>;
}
