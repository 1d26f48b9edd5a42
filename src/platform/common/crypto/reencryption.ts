/** What re-encrypting one kind of stored value under the current secret did. */
export interface ReencryptionCount {
  /** Values now under the current secret that were not before. */
  reencrypted: number;
  /** Values already under it. */
  current: number;
  /** Values no secret held opens; they were left as they are. */
  unreadable: number;
}

export const emptyReencryptionCount = (): ReencryptionCount => ({ reencrypted: 0, current: 0, unreadable: 0 });
