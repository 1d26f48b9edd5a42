/** What a ban needs of a user: the flag and, when it was given one, its end. */
export interface BanStatus {
  banned: boolean | null;
  banExpires: Date | null;
}

/** The one rule of a ban: it holds until `banExpires` has passed, and without one until it is lifted. */
export function isBanned(user: BanStatus, nowMs: number): boolean {
  return user.banned === true && !(user.banExpires && user.banExpires.getTime() <= nowMs);
}
