/*
 * The shape of an API token's secret, as GitHub's tokens have it: a fixed prefix (`mgt_`, so secret
 * scanners and people recognise one), a random body of 43 base62 characters (256 bits from the
 * platform CSPRNG, made by the ApiTokenSecrets port) and the CRC32 of prefix and body in 6 base62
 * characters. The checksum lets the server refuse a mistyped or made-up token without a database
 * read, and lets a scanner tell a real-looking token from random text. It proves nothing: anyone can
 * compute it; the secret's strength is the body.
 */
export const API_TOKEN_PREFIX = 'mgt_';
export const API_TOKEN_BODY_LENGTH = 43;
const CHECKSUM_LENGTH = 6;
export const API_TOKEN_LENGTH = API_TOKEN_PREFIX.length + API_TOKEN_BODY_LENGTH + CHECKSUM_LENGTH;
/** How much of the secret a list shows: the prefix and 8 characters of the body (about 48 of its 256 bits). */
const DISPLAY_LENGTH = API_TOKEN_PREFIX.length + 8;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const SHAPE = new RegExp(`^${API_TOKEN_PREFIX}[0-9A-Za-z]{${API_TOKEN_BODY_LENGTH + CHECKSUM_LENGTH}}$`);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 (IEEE 802.3, as zlib computes it) of ASCII text. */
export function crc32(text: string): number {
  let crc = 0xffffffff;
  for (let i = 0; i < text.length; i += 1) crc = CRC_TABLE[(crc ^ text.charCodeAt(i)) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A 32-bit number in base62, left-padded to 6 characters (62^6 > 2^32). */
function base62(value: number): string {
  let out = '';
  for (let rest = value; out.length < CHECKSUM_LENGTH; rest = Math.floor(rest / 62)) out = BASE62[rest % 62]! + out;
  return out;
}

const checksumOf = (head: string): string => base62(crc32(head));

/** The whole secret for a random body. */
export const apiTokenSecret = (body: string): string =>
  `${API_TOKEN_PREFIX}${body}${checksumOf(API_TOKEN_PREFIX + body)}`;

/** Looks like one of ours: starts with the prefix (a JWT never does). Says nothing about validity. */
export const looksLikeApiToken = (presented: string): boolean => presented.startsWith(API_TOKEN_PREFIX);

/** The right length and alphabet, and a checksum that matches: only such a secret is looked up. */
export function isWellFormedApiToken(presented: string): boolean {
  if (!SHAPE.test(presented)) return false;
  const head = presented.slice(0, -CHECKSUM_LENGTH);
  return checksumOf(head) === presented.slice(-CHECKSUM_LENGTH);
}

/** The non-secret part a list shows. */
export const apiTokenDisplayPrefix = (secret: string): string => secret.slice(0, DISPLAY_LENGTH);
