import type { MemberDirectory } from '../identity/index.ts';

/** What chat needs from the catalog: the card of a goods on sale (title, image, price as `0.00`). */
export interface GoodsCards {
  cards(ids: number[]): Promise<Array<{ id: number; title: string; image: string; price: string }>>;
}

/** What chat needs from identity: names and avatars of members, and who hears an announcement. */
export interface ChatMembers extends MemberDirectory {
  /** Ids of every member who can log in. */
  activeMemberIds(): Promise<number[]>;
}

/** What chat needs from the catalog about shops: the shop a member owns (its name and avatar), or null. */
export interface ShopFaces {
  shopOfUser(userId: number): Promise<{ id: number; shopname: string; avatar: string } | null>;
  /** A shop by its id, with the member who answers its chats (`user_id`), or null. */
  shopById?(
    shopId: number,
  ): Promise<{ id: number; shopname: string; avatar: string; user_id: number } | null>;
}
