import type { ServerBuild } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadPageBuild } from '../helpers/page-build.js';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';
import { book, booking, freeSlotsOf } from '../helpers/visits.js';

let build: ServerBuild;
let closeBuild: () => Promise<void>;
beforeAll(async () => {
  ({ build, close: closeBuild } = await loadPageBuild());
}, 120_000);
afterAll(() => closeBuild());

const SOURCE_COLUMNS = [
  'source_landing',
  'source_referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

const quoteRequest = {
  propertyType: 'residential',
  propertySize: 'medium',
  services: ['lawn-maintenance'],
  timeline: 'flexible',
  contactInfo: { name: 'Robin Reyes', email: 'robin@example.com' },
};
const message = { name: 'Ana Souza', email: 'ana@example.com', message: 'Our maple leans over the driveway.' };

/** The value of the form's hidden source field in a rendered page, or null. */
function hiddenSource(html: string): unknown {
  const match = /<input type="hidden" name="source" value="([^"]*)"/.exec(html);
  return match ? JSON.parse(match[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) : null;
}

describe.each(engines)('where leads come from, on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine, { publicUrl: 'https://www.evergreen.example' }, { serverBuild: build });
  });
  afterEach(async () => {
    await t.close();
  });

  const sourceOf = async (table: 'quote_requests' | 'contact_messages', id?: number) => {
    let query = t.app.ctx.db.selectFrom(table).select([...SOURCE_COLUMNS]);
    if (id !== undefined) query = query.where('id', '=', id);
    return query.orderBy('id', 'desc').executeTakeFirstOrThrow();
  };

  it('stores the source sent with a quote request, cleaned and cut to length', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: {
        ...quoteRequest,
        source: {
          landing: '/services/patio-installation?utm_source=x#top',
          referrer: 'https://www.google.com/search?q=patio+bellevue+jane@example.com',
          utm_source: 'news\u0000letter',
          utm_medium: 'e'.repeat(500),
          utm_campaign: 42,
          utm_term: '   ',
          tracking: 'ignored',
        },
      },
    });
    expect(res.statusCode).toBe(201);
    expect(await sourceOf('quote_requests', res.json().data.id)).toEqual({
      source_landing: '/services/patio-installation',
      // The search words (and the e-mail in them) are not kept.
      source_referrer: 'https://www.google.com/search',
      utm_source: 'newsletter',
      utm_medium: 'e'.repeat(200),
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
    });
  });

  it('never refuses a lead for its source: what is not one is dropped', async () => {
    for (const source of ['not json', ['/a'], { landing: '//evil.example/x', referrer: 'javascript:alert(1)' }, null]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...message, source } });
      expect(res.statusCode, JSON.stringify(source)).toBe(201);
      expect(Object.values(await sourceOf('contact_messages')).every((v) => v === null)).toBe(true);
    }
    const quote = await t.app.inject({ method: 'POST', url: '/api/quotes', payload: { ...quoteRequest, source: 'x' } });
    expect(quote.statusCode).toBe(201);
    expect(Object.values(await sourceOf('quote_requests')).every((v) => v === null)).toBe(true);
  });

  it('stores the source of a contact message sent through the API', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...message, source: { landing: '/about', referrer: 'https://nextdoor.com/p/xyz', utm_content: 'b' } },
    });
    expect(res.statusCode).toBe(201);
    expect(await sourceOf('contact_messages')).toMatchObject({
      source_landing: '/about',
      source_referrer: 'https://nextdoor.com/p/xyz',
      utm_content: 'b',
      utm_source: null,
    });
  });

  it('writes the source into the contact page when the visit starts there, and renders that page for its visitor alone', async () => {
    const landing = () =>
      t.app.inject({
        url: '/contact?utm_source=flyer&utm_campaign=fall',
        headers: { host: 'www.evergreen.example', referer: 'https://www.facebook.com/groups/bellevue?ref=x' },
      });
    const first = await landing();
    expect(first.statusCode).toBe(200);
    expect(hiddenSource(first.body)).toEqual({
      landing: '/contact',
      referrer: 'https://www.facebook.com/groups/bellevue',
      utm_source: 'flyer',
      utm_campaign: 'fall',
    });
    expect(first.headers['x-page-cache']).toBeUndefined();
    // A campaign link opened directly (no referrer) starts a visit too.
    const direct = await t.app.inject({ url: '/contact?utm_source=flyer' });
    expect(hiddenSource(direct.body)).toEqual({ landing: '/contact', utm_source: 'flyer' });

    // A step inside the site carries nothing and is cached for everyone...
    const inside = { host: 'www.evergreen.example', referer: 'https://www.evergreen.example/services' };
    const step = await t.app.inject({ url: '/contact', headers: inside });
    expect(hiddenSource(step.body)).toBeNull();
    expect(step.body).toContain('data-lead-source=""');
    expect(step.headers['x-page-cache']).toBe('miss');
    expect((await t.app.inject({ url: '/contact', headers: inside })).headers['x-page-cache']).toBe('hit');
    // ...and that cached page never reaches a visitor who lands from elsewhere.
    const again = await landing();
    expect(again.headers['x-page-cache']).toBeUndefined();
    expect(hiddenSource(again.body)).toMatchObject({ utm_source: 'flyer' });
  });

  it('stores the source of the contact form posted without JavaScript', async () => {
    const landing = await t.app.inject({ url: '/contact?utm_source=flyer', headers: { referer: 'https://duckduckgo.com/' } });
    const source = hiddenSource(landing.body);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/contact?utm_source=flyer',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        referer: 'https://www.evergreen.example/contact?utm_source=flyer',
      },
      payload: new URLSearchParams({ ...message, source: JSON.stringify(source) }).toString(),
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.body).toContain('Thank you for your message!');
    expect(await sourceOf('contact_messages')).toMatchObject({
      source_landing: '/contact',
      source_referrer: 'https://duckduckgo.com/',
      utm_source: 'flyer',
    });
  });
  it('stores the source of a booked site visit with the lead it makes, through the API and the page', async () => {
    const [first, second] = await freeSlotsOf(t.app);
    const api = await book(t.app, {
      ...booking(first!.start),
      source: { landing: '/services/water-features', referrer: 'https://www.google.com/', utm_source: 'gbp' },
    });
    expect(api.statusCode).toBe(201);
    expect(await sourceOf('contact_messages')).toMatchObject({
      source_landing: '/services/water-features',
      source_referrer: 'https://www.google.com/',
      utm_source: 'gbp',
    });

    // The booking page carries where the visit started, without JavaScript too.
    const page = await t.app.inject({
      url: `/book-visit?start=${encodeURIComponent(second!.start)}&utm_source=mailer&utm_campaign=spring`,
    });
    expect(page.statusCode).toBe(200);
    const source = hiddenSource(page.body);
    expect(source).toEqual({ landing: '/book-visit', utm_source: 'mailer', utm_campaign: 'spring' });
    const posted = await t.app.inject({
      method: 'POST',
      url: `/book-visit?start=${encodeURIComponent(second!.start)}`,
      remoteAddress: '10.9.0.2',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...booking(second!.start, { email: 'lee@example.org' }),
        source: JSON.stringify(source),
      }).toString(),
    });
    expect(posted.statusCode, posted.body.slice(0, 300)).toBe(302);
    expect(await sourceOf('contact_messages')).toMatchObject({ source_landing: '/book-visit', utm_campaign: 'spring' });
  });

  it('keeps no proposal or visit token in a lead record or the CSV, whatever the link looked like', async () => {
    const token = 'Zx9-abcdefghijklmnopqrstuvwxyz0123456789ABC';
    const sent = [
      { landing: `/proposals/${token}?lang=es`, referrer: `https://webmail.example/visits/${token}?folder=inbox` },
      { landing: `/%76isits/${token}/`, referrer: 'https://www.google.com/' },
    ];
    for (const source of sent) {
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...message, source } });
      expect(res.statusCode).toBe(201);
    }
    const quote = await t.app.inject({ method: 'POST', url: '/api/quotes', payload: { ...quoteRequest, source: sent[0] } });
    expect(quote.statusCode).toBe(201);
    expect(await sourceOf('quote_requests')).toMatchObject({
      source_landing: '/proposals/[redacted]',
      source_referrer: 'https://webmail.example/visits/[redacted]',
    });
    expect(await sourceOf('contact_messages')).toMatchObject({ source_landing: '/visits/[redacted]' });
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@example.com', password: 'admin123' },
    });
    const csv = await t.app.inject({ url: '/api/admin/leads.csv', headers: { authorization: `Bearer ${admin.json().token}` } });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('/proposals/[redacted]');
    expect(csv.body).not.toContain(token);
  });
});
