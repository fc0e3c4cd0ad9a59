/** What chat needs from the catalog: the card of a goods on sale (title, image, price as `0.00`). */
export interface GoodsCards {
  cards(ids: number[]): Promise<Array<{ id: number; title: string; image: string; price: string }>>;
}

/** What chat needs from identity: names and avatars of members. */
export interface MemberDirectory {
  findMember(
    idOrUsername: string,
  ): Promise<{ id: number; username: string; nickname: string; avatar: string } | null>;
}
