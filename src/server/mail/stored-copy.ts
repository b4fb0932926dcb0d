import { redactAddress } from '../../domain/token-paths.js';
import type { MailAttachment } from './mailer.js';

/**
 * What the outbox keeps of a message once it is delivered: the text and HTML with every link's
 * secret replaced by [redacted] (the token of a proposal's or a visit's address, the query of a
 * reset or verification link: domain/token-paths.ts), and the attachments' names without their
 * content (an invitation carries the visit's link). Until delivery the message is kept whole, so
 * retries send working links; after it, a copy of the database (or a backup) opens nothing.
 */
const URL_IN_TEXT = /https?:\/\/[^\s"'<>]+/g;

/** Every http(s) address in the text without its secret; other addresses as they were. */
export function withoutSecrets(text: string): string {
  return text.replace(URL_IN_TEXT, (url) => {
    const match = /^(https?:\/\/[^/?#]*)(.*)$/s.exec(url);
    if (!match) return url;
    const [, origin, rest] = match as unknown as [string, string, string];
    const address = rest || '/';
    const redacted = redactAddress(address);
    return redacted === address ? url : `${origin}${redacted}`;
  });
}

/** The attachments as the stored copy keeps them: name and type, no content. */
export const attachmentsWithoutContent = (json: string): string =>
  JSON.stringify(
    (JSON.parse(json) as MailAttachment[]).map(({ filename, contentType }) => ({ filename, contentType, content: '' })),
  );
