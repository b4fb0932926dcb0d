import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Base64: attachments are kept in the outbox table until the message is delivered. */
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

/**
 * The transport of outgoing mail: SMTP when SMTP_URL is set, otherwise files in DATA_DIR/outbox
 * (the mail folder). Areas never call it directly: they write mail to the outbox table
 * (mail/outbox.ts), whose worker delivers it here with retries.
 */
export interface Mailer {
  kind: 'smtp' | 'folder';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; log?: FastifyBaseLogger }): Mailer {
  if (options.smtpUrl) {
    // Bounded waits: a mail server that stops answering fails the attempt (the outbox retries later)
    // well within the outbox's lease on the message.
    const transport: Transporter = nodemailer.createTransport(
      { url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as object,
      { from: options.from },
    );
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: options.from, ...message, attachments: nodemailerAttachments(message) });
      },
      close: () => transport.close(),
    };
  }
  mkdirSync(options.outboxDir, { recursive: true });
  const render = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'folder',
    async send(message) {
      const { message: raw } = (await render.sendMail({
        from: options.from,
        ...message,
        attachments: nodemailerAttachments(message),
      })) as { message: Buffer };
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      // The .json twin is easy to read for people and tests; the .eml opens in any mail client.
      writeAtomically(path.join(options.outboxDir, `${name}.eml`), raw);
      writeAtomically(
        path.join(options.outboxDir, `${name}.json`),
        JSON.stringify({ from: options.from, date: new Date().toISOString(), ...message }, null, 2),
      );
      options.log?.info({ to: message.to, subject: message.subject, file: `${name}.eml` }, 'mail written to outbox');
    },
    close: () => {},
  };
}

const nodemailerAttachments = (message: MailMessage) =>
  message.attachments?.map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: Buffer.from(a.content, 'base64'),
  }));

function writeAtomically(file: string, data: string | Buffer) {
  const temporary = `${file}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}
