import crypto from 'node:crypto';

/** Recognisable by secret scanners and by people reading logs; the rest is 256 random bits. */
export const API_KEY_PREFIX = 'anc_live_';
const API_KEY_SHAPE = /^anc_live_[A-Za-z0-9_-]{43}$/;

export function generateApiKey(): string {
  return API_KEY_PREFIX + crypto.randomBytes(32).toString('base64url');
}

export function generateKeyId(): string {
  return `key_${crypto.randomBytes(6).toString('hex')}`;
}

/** The only form of a key we store; a plain hash suffices because keys carry 256 random bits. */
export function hashApiKey(key: string): string {
  return crypto.createHash('sha256').update(key, 'utf8').digest('hex');
}

/** The length of every key generateApiKey makes: the prefix and 32 bytes in base64url. */
export const API_KEY_LENGTH = API_KEY_PREFIX.length + 43;

export function looksLikeApiKey(value: string): boolean {
  // The length first: a 15 KB header value is refused without running the pattern over it.
  return value.length === API_KEY_LENGTH && API_KEY_SHAPE.test(value);
}
