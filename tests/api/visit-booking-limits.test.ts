import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../helpers/test-app.js';
import { book, booking, freeSlotsOf } from '../helpers/visits.js';

describe.each(engines)('site-visit bookings per e-mail address on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(async () => {
    await t.close();
  });

  it('are limited from any number of client addresses, however the address is written', async () => {
    const slots = await freeSlotsOf(t.app, 'days=20');
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const email = i % 2 ? 'Dana@Example.org' : ' dana@example.org';
      statuses.push((await book(t.app, booking(slots[i]!.start, { email }), `10.20.0.${i + 1}`)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await book(t.app, booking(slots[6]!.start), '10.20.0.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(await t.app.ctx.db.selectFrom('visits').select('id').execute()).toHaveLength(5);
    // Another visitor books as before.
    expect((await book(t.app, booking(slots[6]!.start, { email: 'lee@example.org' }), '10.20.0.99')).statusCode).toBe(201);
  });
});
