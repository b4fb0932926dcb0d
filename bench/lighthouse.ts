import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Lighthouse 12 (mobile or desktop preset) in Debian's Chromium, one run per page. */
export async function runLighthouse(urls: string[], preset: 'mobile' | 'desktop'): Promise<Record<string, LighthouseFigures>> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const results: Record<string, LighthouseFigures> = {};
  try {
    for (const url of urls) {
      const runner = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
        preset === 'desktop' ? desktopConfig : undefined,
      );
      if (!runner) throw new Error(`Lighthouse gave no result for ${url}`);
      const { categories, audits } = runner.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      results[url] = {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        transferBytes: Math.round(audits['total-byte-weight']?.numericValue ?? 0),
      };
    }
  } finally {
    chrome.kill();
  }
  return results;
}
