/** What chat needs from identity: names and avatars of members. */
export interface MemberDirectory {
  findMember(idOrUsername: string): Promise<{ id: number; username: string; nickname: string; avatar: string } | null>;
}
