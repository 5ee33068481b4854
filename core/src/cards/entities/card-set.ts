/** A printed set (MTGJSON Set without its cards). `code` is upper case; empty upstream dates are null. */
export interface CardSet {
  readonly code: string;
  readonly name: string;
  readonly releaseDate: string | null;
  readonly type: string;
  readonly baseSetSize: number;
  readonly totalSetSize: number;
  readonly keyruneCode: string | null;
  readonly block: string | null;
  readonly parentCode: string | null;
  readonly isOnlineOnly: boolean;
  readonly isFoilOnly: boolean;
}
