import type { FastifyInstance } from 'fastify';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Delivers what the app wrote to its outbox table (the server's worker does this on its own; tests
 * deliver explicitly, so nothing depends on timing), then reads the mail folder.
 */
export async function deliveredMail(t: { app: FastifyInstance; dataDir: string }): Promise<CaughtMail[]> {
  await t.app.ctx.outbox.deliverDue();
  return readOutbox(t.dataDir);
}

/** Messages written to DATA_DIR/outbox, oldest first. */
export function readOutbox(dataDir: string): CaughtMail[] {
  const dir = path.join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as CaughtMail);
}

/**
 * A real SMTP server on 127.0.0.1 that keeps every raw message it receives. With `holdData` it reads
 * each message but never answers its end: the sender's delivery stays in flight (`receiving()`
 * counts those) and nothing counts as delivered. With `answerAfterMs` it keeps each message as soon
 * as it has read it but answers only after that long: a slow mail server, a delivery in flight.
 */
export async function startSmtpServer(options: { holdData?: boolean; answerAfterMs?: number } = {}): Promise<{
  url: string;
  messages: { to: string[]; raw: string }[];
  receiving(): number;
  close(): Promise<void>;
}> {
  const messages: { to: string[]; raw: string }[] = [];
  let receiving = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      receiving += 1;
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        if (options.holdData) return;
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        if (options.answerAfterMs) setTimeout(() => callback(), options.answerAfterMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    receiving: () => receiving,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
