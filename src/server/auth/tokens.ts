import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A new secret token: 32 random bytes (256 bits), URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/**
 * What the database keeps instead of the token: HMAC-SHA256 keyed with SESSION_SECRET, so a
 * leaked database (or backup) yields no usable session or reset link.
 */
export const tokenId = (token: string, secret: string) => createHmac('sha256', secret).update(token).digest('base64url');

/**
 * What the database keeps of a visit's manage link: SHA-256 of the token. A 256-bit random token
 * needs no key to be safe at rest (its digest can be neither reversed nor guessed), and without a
 * key migration 0008 could convert the tokens that were stored in clear before, and a new
 * SESSION_SECRET does not break links already mailed for visits weeks ahead.
 */
export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('base64url');
