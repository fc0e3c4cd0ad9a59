/** What the catalog needs from identity: reviewers' names and avatars. */
export interface MemberDirectory {
  findMember(
    idOrUsername: string,
  ): Promise<{ id: number; username: string; nickname: string; avatar: string } | null>;
}
