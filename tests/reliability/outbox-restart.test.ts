import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../helpers/mail.js';
import { ensureServerBuild, type ServerProcess, startServer } from '../helpers/server-process.js';

/*
 * No lead notification is ever lost: the e-mails of a request are written to the outbox in the
 * request's own transaction, and a real server process delivers them once the mail server is
 * there, after an SMTP outage and after a kill -9 in the middle of a delivery, exactly once.
 */
const lead = (n: number) => ({
  propertyType: 'residential',
  propertySize: 'medium',
  services: ['irrigation'],
  timeline: 'flexible',
  contactInfo: { name: `Outbox Test ${n}`, email: `outbox-${n}@example.org` },
});

async function sendQuote(url: string, n: number): Promise<string> {
  const res = await fetch(`${url}/api/quotes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(lead(n)),
  });
  expect(res.status).toBe(201);
  return (await res.json()).data.reference as string;
}

/** A port nothing listens on: the mail server is down. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const outbox = (dataDir: string) => {
  const db = new SQLite(path.join(dataDir, 'site.db'), { readonly: true });
  try {
    return db.prepare('select recipient, status, attempts, last_error from outbox order by id').all() as {
      recipient: string;
      status: string;
      attempts: number;
      last_error: string | null;
    }[];
  } finally {
    db.close();
  }
};

async function waitFor(check: () => boolean, what: string, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the outbox across an SMTP outage and a kill -9 (real processes)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'evergreen-outbox-'));
  let server: ServerProcess | undefined;

  beforeAll(() => ensureServerBuild(), 600_000);
  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the mails of a request accepted while SMTP is down, and sends them once after a restart', async () => {
    server = await startServer(dataDir, { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    const reference = await sendQuote(server.url, 1);
    // The request is stored and answered; its two mails wait, with the reason they could not go.
    await waitFor(() => outbox(dataDir).every((m) => m.attempts >= 1), 'a first delivery attempt');
    const waiting = outbox(dataDir);
    expect(waiting.map((m) => m.status)).toEqual(['pending', 'pending']);
    expect(waiting[0]!.last_error).toMatch(/ECONNREFUSED|connect/i);

    await server.stop('SIGTERM');
    const smtp = await startSmtpServer();
    try {
      server = await startServer(dataDir, { SMTP_URL: smtp.url });
      await waitFor(() => smtp.messages.length >= 2, 'both mails', 20_000);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(smtp.messages.map((m) => m.to[0]).sort()).toEqual(['hello@evergreen-landscaping.example', 'outbox-1@example.org']);
      expect(smtp.messages.some((m) => m.raw.includes(reference))).toBe(true);
      expect(outbox(dataDir).map((m) => m.status)).toEqual(['sent', 'sent']);
    } finally {
      await server.stop('SIGTERM');
      await smtp.close();
    }
  }, 120_000);

  it('delivers the notification of a request acknowledged right before a kill -9, once', async () => {
    // A mail server that takes the message but never finishes accepting it: the delivery is in flight.
    const stuck = await startSmtpServer({ holdData: true });
    const smtp = await startSmtpServer();
    try {
      server = await startServer(dataDir, { SMTP_URL: stuck.url });
      const reference = await sendQuote(server.url, 2);
      await waitFor(() => stuck.receiving() > 0, 'a delivery in flight');
      await server.stop('SIGKILL');
      expect(stuck.messages).toHaveLength(0);

      server = await startServer(dataDir, { SMTP_URL: smtp.url });
      await waitFor(() => smtp.messages.length >= 2, 'the mails of the request', 20_000);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const ofRequest = smtp.messages.filter((m) => m.raw.includes(reference));
      expect(ofRequest.map((m) => m.to[0]).sort()).toEqual(['hello@evergreen-landscaping.example', 'outbox-2@example.org']);
      expect(smtp.messages).toHaveLength(2);
    } finally {
      await server?.stop('SIGTERM');
      server = undefined;
      await Promise.all([stuck.close(), smtp.close()]);
    }
  }, 120_000);

  it('sends a mail being delivered when SIGTERM comes once: the database closes after the worker', async () => {
    // A slow mail server: it has the message at once, and says so 3 s later. SIGTERM in between.
    const slow = await startSmtpServer({ answerAfterMs: 3_000 });
    try {
      server = await startServer(dataDir, { SMTP_URL: slow.url });
      const reference = await sendQuote(server.url, 3);
      await waitFor(() => slow.receiving() > 0, 'a delivery in flight');
      const stopped = Date.now();
      await server.stop('SIGTERM');
      // The delivery in flight finished before the exit, well within the 10 s of a SIGTERM.
      expect(Date.now() - stopped).toBeLessThan(9_000);
      expect(server.child.exitCode).toBe(0);

      // The next process sends what was left, and nothing twice.
      server = await startServer(dataDir, { SMTP_URL: slow.url });
      await waitFor(() => outbox(dataDir).every((m) => m.status === 'sent'), 'every mail sent', 30_000);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const ofRequest = slow.messages.filter((m) => m.raw.includes(reference));
      expect(ofRequest.map((m) => m.to[0]).sort()).toEqual(['hello@evergreen-landscaping.example', 'outbox-3@example.org']);
    } finally {
      await server?.stop('SIGTERM');
      server = undefined;
      await slow.close();
    }
  }, 120_000);
});
