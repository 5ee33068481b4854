/** One-way password hashing (Argon2id in production). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** True when the password matches; a malformed stored hash is a plain false, never a throw. */
  verify(hash: string, password: string): Promise<boolean>;
}
