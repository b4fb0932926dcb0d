import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3225';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await ctx.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
const r = await page.request.post(base + '/api/auth/login', { data: { email: 'admin@example.com', password: 'admin123' } });
console.log('login', r.status());
const urls = process.argv.slice(2);
for (const u of urls) {
  for (const w of [1280, 375]) {
    await page.setViewportSize({ width: w, height: 900 });
    await page.goto(base + u);
    await page.waitForTimeout(1500);
    const name = `/tmp/shots/${u.replace(/\W+/g, '_')}_${w}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
}
await browser.close();
