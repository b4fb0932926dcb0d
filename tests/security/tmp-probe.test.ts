import { it } from 'vitest';
import { createTestApp } from '../helpers/test-app.js';
import { loginAs } from '../helpers/auth.js';
it('probe', async () => {
  const t = await createTestApp('postgres');
  const h = await loginAs(t.app, 'admin');
  for (const url of ['/api/admin/leads/quote/2147483648', '/api/admin/leads/quote/99999999999999999999', '/api/admin/leads?search=a%00b', '/api/admin/users?search=%00', '/api/admin/leads?page=1e300', '/api/admin/leads?page=99999999999']) {
    const r = await t.app.inject({ url, headers: h });
    console.log(url, r.statusCode, r.body.slice(0, 150));
  }
  await t.close();
});
