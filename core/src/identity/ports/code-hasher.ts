/**
 * Hashes verification codes bound to their user (SHA-256 over the code combined with the user id
 * bytes, so a hash is useless for another account) and compares them in constant time, so a guess's
 * timing leaks nothing.
 */
export interface CodeHasher {
  hash(code: string, userId: string): string;
  /** True when `code` hashes to `codeHash` for this user; a malformed stored hash is a plain false. */
  matches(code: string, userId: string, codeHash: string): boolean;
}
