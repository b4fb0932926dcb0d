import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

export type SiteEvent = 'site-changed';

/**
 * Events between areas. 'site-changed' means what visitors see may have changed: caches of pages
 * and texts empty themselves. On PostgreSQL the event also reaches every other app process (LISTEN/
 * NOTIFY), within a second; on SQLite there is one process and the event stays in it.
 */
export class SiteEvents {
  private readonly local = new EventEmitter();
  private listener: pg.Client | null = null;
  private closed = false;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(private readonly postgres?: { url: string; log: FastifyBaseLogger }) {
    // Every cache of the app listens; more than ten listeners is normal, not a leak.
    this.local.setMaxListeners(0);
  }

  on(event: SiteEvent, listener: () => void): void {
    this.local.on(event, listener);
  }

  off(event: SiteEvent, listener: () => void): void {
    this.local.off(event, listener);
  }

  /** Tells this process at once and every other process through the database. */
  emit(event: SiteEvent): void {
    this.local.emit(event);
    if (this.postgres) void this.broadcast(event);
  }

  /** Starts listening to the other processes (PostgreSQL only); reconnects when the connection drops. */
  async listen(): Promise<void> {
    if (!this.postgres || this.closed) return;
    const client = new pg.Client({ connectionString: this.postgres.url, keepAlive: true, connectionTimeoutMillis: 5000 });
    client.on('notification', (message) => {
      // Our own broadcasts come back too; they were already handled locally.
      const [event, sender] = (message.payload ?? '').split(' ');
      if (message.channel === CHANNEL && event === 'site-changed' && Number(sender) !== backendPid(client))
        this.local.emit(event);
    });
    client.on('error', () => this.reconnect(client));
    client.on('end', () => this.reconnect(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      this.listener = client;
      // Changes made while nobody listened (a reconnect) are not known: start from a clean slate.
      this.local.emit('site-changed');
    } catch (err) {
      this.postgres.log.warn({ err }, 'site events: cannot listen to other processes yet; retrying');
      this.reconnect(client);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.listener;
    this.listener = null;
    await client?.end().catch(() => {});
  }

  private reconnect(client: pg.Client): void {
    if (this.closed || this.retryTimer) return;
    if (this.listener === client) this.listener = null;
    client.removeAllListeners('end');
    void client.end().catch(() => {});
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.listen();
    }, 1000);
    this.retryTimer.unref();
  }

  private async broadcast(event: SiteEvent): Promise<void> {
    const client = this.listener;
    if (!client) return;
    try {
      // The payload names the sender's connection, so it can skip its own notification.
      await client.query('SELECT pg_notify($1, $2)', [CHANNEL, `${event} ${backendPid(client)}`]);
    } catch (err) {
      this.postgres?.log.warn({ err }, 'site events: could not tell the other processes');
    }
  }
}

const CHANNEL = 'evergreen_site_changed';

/** The server process behind a connection (pg sets it at connect; its typings leave it out). */
const backendPid = (client: pg.Client) => (client as unknown as { processID: number }).processID;
