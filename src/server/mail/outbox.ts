import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { DB, OutboxTable } from '../db/schema.js';
import type { MailAttachment, Mailer } from './mailer.js';
import { attachmentsWithoutContent, withoutSecrets } from './stored-copy.js';

/** A message to deliver; `kind` says what it is for (shown to admins, logged). */
export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

/**
 * Writes a message to the outbox. Call it with the transaction that stores what the message is
 * about (a lead, a reset link): the two are committed together or not at all, so a crash or a mail
 * server outage can delay a notification but never lose it.
 */
export async function enqueueMail(db: Kysely<DB>, mail: OutgoingMail, now = new Date()): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({
      kind: mail.kind,
      recipient: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      reply_to: mail.replyTo ?? null,
      attachments: JSON.stringify(mail.attachments ?? []),
      next_attempt_at: now.toISOString(),
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type OutboxRow = Selectable<OutboxTable>;

export interface OutboxOptions {
  /** How often a worker looks for due messages besides being nudged. */
  pollMs?: number;
  /**
   * How long a claim lasts without renewal: the worker renews it every third of this while it works,
   * so it is how long the messages of a process that died stay held before another takes them.
   */
  leaseMs?: number;
  /** After this many failed attempts a message stays 'failed' until an admin retries it. */
  maxAttempts?: number;
  now?: () => number;
}

const BATCH = 10;
/** 15 s, 30 s, 1 min, … doubling up to an hour between attempts. */
export const retryDelayMs = (attempts: number) => Math.min(15_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

/**
 * Delivers the outbox: claims due messages (each worker its own, with FOR UPDATE SKIP LOCKED on
 * PostgreSQL, so with several processes each message is sent once), sends them through the mailer,
 * and reschedules failures with backoff. While a worker holds claimed messages it renews their lease
 * every third of it (a heartbeat), so a short lease is safe for slow deliveries; a message claimed by
 * a process that then died is taken up again when its lease ends, within about 30 s.
 */
export class Outbox {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopping = false;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  readonly maxAttempts: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly engine: 'sqlite' | 'postgres',
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    options: OutboxOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 5_000;
    this.leaseMs = options.leaseMs ?? 30_000;
    this.maxAttempts = options.maxAttempts ?? 30;
    this.now = options.now ?? Date.now;
  }

  /**
   * Starts delivering in the background (the server process; tests call deliverDue() instead).
   * Messages waiting for their next attempt are due at once: a new process may have a new mail
   * configuration, or the mail server may be back. On SQLite this process is the only one, so a
   * message still claimed was claimed by a process that died mid-delivery: it is free again.
   */
  async start(): Promise<void> {
    if (this.timer) return;
    this.stopping = false;
    const now = new Date(this.now()).toISOString();
    await this.db
      .updateTable('outbox')
      .set({ next_attempt_at: now, ...(this.engine === 'sqlite' ? { locked_until: null } : {}) })
      .where('status', '=', 'pending')
      .where((eb) =>
        eb.or([eb('next_attempt_at', '>', now), ...(this.engine === 'sqlite' ? [eb('locked_until', 'is not', null)] : [])]),
      )
      .execute();
    this.timer = setInterval(() => this.nudge(), this.pollMs);
    this.timer.unref();
    this.nudge();
  }

  /**
   * Stops the timer and waits for the delivery in progress (the message being sent is recorded as
   * sent); messages claimed but not yet started are given back for the next process.
   */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopping = true;
    await this.running;
  }

  /** Delivers soon: after a request committed mail, so it goes out at once rather than at the next poll. */
  nudge(): void {
    if (!this.timer) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.deliverDue()
      .then(() => undefined)
      .catch((err: unknown) => this.log.error({ err }, 'outbox delivery pass failed'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.nudge();
        }
      });
  }

  /** Delivers every message due now, batch after batch; answers how many went out. */
  async deliverDue(): Promise<number> {
    let sent = 0;
    while (!this.stopping) {
      const batch = await this.claim();
      if (batch.length === 0) break;
      const held = new Set(batch.map((m) => m.id));
      const heartbeat = setInterval(() => void this.renew([...held]), Math.max(1, Math.floor(this.leaseMs / 3)));
      heartbeat.unref();
      try {
        for (const message of batch) {
          if (this.stopping) break;
          if (await this.deliver(message)) sent += 1;
          held.delete(message.id);
        }
      } finally {
        clearInterval(heartbeat);
      }
      if (held.size) await this.unclaim([...held]);
    }
    return sent;
  }

  /** The heartbeat: the claims on messages this worker still holds last another lease from now. */
  private async renew(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    try {
      await this.db
        .updateTable('outbox')
        .set({ locked_until: new Date(this.now() + this.leaseMs).toISOString() })
        .where('id', 'in', ids)
        .where('status', '=', 'pending')
        .where('locked_until', 'is not', null)
        .execute();
    } catch (err) {
      this.log.warn({ err }, 'outbox: could not renew the claim on messages being delivered');
    }
  }

  /** Gives back messages claimed but not started (the worker is stopping): due again at once, for any process. */
  private async unclaim(ids: number[]): Promise<void> {
    await this.db
      .updateTable('outbox')
      .set({ locked_until: null })
      .where('id', 'in', ids)
      .where('status', '=', 'pending')
      .execute();
  }

  private async claim(): Promise<OutboxRow[]> {
    const now = new Date(this.now()).toISOString();
    const due = this.db
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
      .orderBy('id')
      .limit(BATCH)
      .$if(this.engine === 'postgres', (q) => q.forUpdate().skipLocked());
    return this.db
      .updateTable('outbox')
      .set({ locked_until: new Date(this.now() + this.leaseMs).toISOString() })
      .where('id', 'in', due)
      .returningAll()
      .execute();
  }

  private async deliver(message: OutboxRow): Promise<boolean> {
    try {
      await this.mailer.send({
        to: message.recipient,
        subject: message.subject,
        text: message.text_body,
        html: message.html_body,
        replyTo: message.reply_to ?? undefined,
        attachments: JSON.parse(message.attachments) as MailAttachment[],
      });
    } catch (err) {
      const attempts = message.attempts + 1;
      const failed = attempts >= this.maxAttempts;
      await this.db
        .updateTable('outbox')
        .set({
          attempts,
          status: failed ? 'failed' : 'pending',
          next_attempt_at: new Date(this.now() + retryDelayMs(attempts)).toISOString(),
          locked_until: null,
          last_error: describe(err),
        })
        .where('id', '=', message.id)
        .execute();
      this.log.warn({ err, outboxId: message.id, kind: message.kind, attempts }, 'mail not delivered; will retry');
      return false;
    }
    // Delivered: the stored copy keeps no working link (stored-copy.ts); until now retries needed them.
    await this.db
      .updateTable('outbox')
      .set({
        status: 'sent',
        attempts: message.attempts + 1,
        sent_at: new Date(this.now()).toISOString(),
        locked_until: null,
        text_body: withoutSecrets(message.text_body),
        html_body: withoutSecrets(message.html_body),
        attachments: attachmentsWithoutContent(message.attachments),
      })
      .where('id', '=', message.id)
      .execute();
    return true;
  }

  /** An admin's retry of an undelivered message: due now, with its attempts kept for the record. */
  async retry(id: number): Promise<boolean> {
    const result = await this.db
      .updateTable('outbox')
      .set({ status: 'pending', next_attempt_at: new Date(this.now()).toISOString(), locked_until: null })
      .where('id', '=', id)
      .where('status', '!=', 'sent')
      .executeTakeFirst();
    const retried = Number(result.numUpdatedRows) === 1;
    if (retried) this.nudge();
    return retried;
  }
}

/** The mail server's answer without a stack: what an admin needs to see in the list. */
function describe(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.slice(0, 500);
}
