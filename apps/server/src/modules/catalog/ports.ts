/** What the catalog needs from identity: reviewers' names and avatars. */
export type { MemberDirectory } from '../identity/index.ts';
