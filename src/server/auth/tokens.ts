import { createHmac, randomBytes } from 'node:crypto';

/** A new secret token: 32 random bytes (256 bits), URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/**
 * What the database keeps instead of the token: HMAC-SHA256 keyed with SESSION_SECRET, so a
 * leaked database (or backup) yields no usable session or reset link.
 */
export const tokenId = (token: string, secret: string) => createHmac('sha256', secret).update(token).digest('base64url');
