/** What the wallet needs from identity: find the receiving member of a transfer. */
export interface MemberCard {
  id: number;
  username: string;
  nickname: string;
  avatar: string;
}

export interface MemberDirectory {
  /** A member by numeric id or by username; null when there is none. */
  findMember(idOrUsername: string): Promise<MemberCard | null>;
  /** A transfer's receiver by exact username or confirmed phone (never by id); null when there is none. */
  findReceiver(usernameOrPhone: string): Promise<MemberCard | null>;
}

/** Tells a member about a wallet event (deposit credited, withdrawal decided, KYC decided). */
export type WalletNotifier = (
  userId: number,
  notice: { type: 'notice'; title: string; content: string; modules: string; modulesId: number },
) => Promise<void>;
