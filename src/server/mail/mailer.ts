import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

/** Outgoing mail: SMTP when SMTP_URL is set, otherwise files in DATA_DIR/outbox. */
export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; log?: FastifyBaseLogger }): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl, { from: options.from });
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  mkdirSync(options.outboxDir, { recursive: true });
  const render = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const { message: raw } = (await render.sendMail({ from: options.from, ...message })) as { message: Buffer };
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

function writeAtomically(file: string, data: string | Buffer) {
  const temporary = `${file}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}
