import type SQLite from 'better-sqlite3';
import sharp from 'sharp';

/*
 * Writes a client makes and gets acknowledged, for the kill -9 test: each kind sends one over HTTP
 * and, when the server answered 2xx, returns how to find it in the database after a restart.
 * Kinds whose route the app does not have (yet) are left out by the test.
 */

export interface Session {
  url: string;
  /** Cookie header of a signed-in admin. */
  admin: string;
  /** Unique per run, so rows of one kill round are told apart from another's. */
  tag: string;
}

/** An acknowledged write and how to check that it survived: a problem, or null. */
export interface Ack {
  label: string;
  check(db: SQLite.Database): string | null;
}

export interface WriteKind {
  /** The route the write uses, as in the route table ('POST /api/contact'). */
  route: string;
  write(s: Session, n: number): Promise<{ status: number; ack: Ack | null }>;
}

const photo = (n: number) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: (n * 37) % 256, g: 120, b: (n * 91) % 256 } } })
    .composite([
      { input: Buffer.from(`<svg width="900" height="600"><circle cx="${(n * 53) % 900}" cy="300" r="180" fill="#fff"/></svg>`) },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();

async function send(url: string, init: RequestInit): Promise<{ status: number; body: any }> {
  const res = await fetch(url, init);
  const text = await res.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the status says enough.
  }
  return { status: res.status, body };
}

const jsonInit = (method: string, body: unknown, cookie?: string): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  body: JSON.stringify(body),
});

const one = (db: SQLite.Database, query: string, ...params: unknown[]) =>
  db.prepare(query).get(...params) as Record<string, unknown> | undefined;

export const WRITE_KINDS: WriteKind[] = [
  {
    route: 'POST /api/auth/register',
    async write(s, n) {
      const email = `crash-${s.tag}-${n}@example.com`;
      const res = await send(
        `${s.url}/api/auth/register`,
        jsonInit('POST', { first_name: 'Kill', last_name: `Test ${n}`, email, password: 'crash-test-1', user_type: 'client' }),
      );
      return {
        status: res.status,
        ack:
          res.status < 300
            ? {
                label: `account ${email}`,
                check: (db) => (one(db, 'select id from users where email = ?', email) ? null : `account ${email} is missing`),
              }
            : null,
      };
    },
  },
  {
    route: 'POST /api/contact',
    async write(s, n) {
      const email = `contact-${s.tag}-${n}@example.com`;
      const res = await send(
        `${s.url}/api/contact`,
        jsonInit('POST', { name: `Kill Test ${n}`, email, message: `Message ${n} sent while the server may be killed.` }),
      );
      return {
        status: res.status,
        ack:
          res.status < 300
            ? {
                label: `message from ${email}`,
                check: (db) =>
                  one(db, 'select id from contact_messages where email = ?', email) ? null : `message from ${email} is missing`,
              }
            : null,
      };
    },
  },
  { route: 'POST /api/quotes', write: (s, n) => sendQuote(s, n) },
  {
    route: 'POST /api/admin/services/:id/images',
    async write(s, n) {
      const form = new FormData();
      form.append('image_alt_text', `Kill test ${s.tag} ${n}`);
      form.append('image', new Blob([new Uint8Array(await photo(n))], { type: 'image/jpeg' }), `service-${n}.jpg`);
      const res = await send(`${s.url}/api/admin/services/1/images`, {
        method: 'POST',
        body: form,
        headers: { cookie: s.admin },
      });
      const id = res.body?.data?.id as number | undefined;
      return {
        status: res.status,
        ack:
          res.status < 300 && id
            ? {
                label: `service image ${id}`,
                check: (db) =>
                  one(db, 'select i.id from service_images i join media m on m.id = i.media_id where i.id = ?', id)
                    ? null
                    : `service image ${id} is missing`,
              }
            : null,
      };
    },
  },
  {
    route: 'POST /api/admin/icons',
    async write(s, n) {
      const name = `Kill test ${s.tag} ${n}`;
      const res = await send(
        `${s.url}/api/admin/icons`,
        jsonInit('POST', { name, category: 'general', description: 'Created while the server may be killed.' }, s.admin),
      );
      return {
        status: res.status,
        ack:
          res.status < 300
            ? {
                label: `icon ${name}`,
                check: (db) => (one(db, 'select id from icons where name = ?', name) ? null : `icon ${name} is missing`),
              }
            : null,
      };
    },
  },
];

/**
 * Admin saves of the company record, one at a time and numbered: after a restart the record holds
 * the last acknowledged save or a later one that was in flight, never an older one.
 */
export function companySaves(): WriteKind {
  let busy: Promise<unknown> = Promise.resolve();
  return {
    route: 'PUT /api/admin/settings/company',
    write(s, n) {
      const run = busy.then(async () => {
        const current = await send(`${s.url}/api/settings/company`, { headers: { cookie: s.admin } });
        const name = `Evergreen Landscaping ${n}`;
        const res = await send(`${s.url}/api/admin/settings/company`, jsonInit('PUT', { ...current.body.data, name }, s.admin));
        const ack: Ack | null =
          res.status < 300
            ? {
                label: `company save ${n}`,
                check: (db) => {
                  const saved = JSON.parse(String(one(db, 'select data from company_settings')!.data)) as { name: string };
                  const number = Number(/(\d+)$/.exec(saved.name)?.[1] ?? -1);
                  return number >= n ? null : `company save ${n} was acknowledged but the record holds "${saved.name}"`;
                },
              }
            : null;
        return { status: res.status, ack };
      });
      busy = run.catch(() => undefined);
      return run;
    },
  };
}

/**
 * A quote request with one photo; `headers` can give it its own client address (a server with
 * TRUST_PROXY), so a test can send more than one address's hourly limit.
 */
export async function sendQuote(
  s: Session,
  n: number,
  headers: Record<string, string> = {},
): Promise<{ status: number; ack: Ack | null }> {
  const form = new FormData();
  const email = `quote-${s.tag}-${n}@example.com`;
  form.append(
    'request',
    JSON.stringify({
      propertyType: 'residential',
      propertySize: 'medium',
      services: ['lawn-maintenance', 'irrigation'],
      timeline: 'flexible',
      contactInfo: { name: `Kill Test ${n}`, email },
    }),
  );
  form.append('files', new Blob([new Uint8Array(await photo(n))], { type: 'image/jpeg' }), `garden-${n}.jpg`);
  const res = await send(`${s.url}/api/quotes`, { method: 'POST', body: form, headers });
  const reference = res.body?.data?.reference as string | undefined;
  return {
    status: res.status,
    ack:
      res.status < 300 && reference
        ? {
            label: `quote ${reference}`,
            check: (db) => {
              const quote = one(db, 'select id from quote_requests where reference = ?', reference);
              if (!quote) return `quote ${reference} is missing`;
              const files = one(db, 'select count(*) as n from quote_files where quote_id = ?', quote.id)!.n;
              return files === 1 ? null : `quote ${reference} has ${String(files)} files instead of 1`;
            },
          }
        : null,
  };
}
