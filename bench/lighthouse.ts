import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
  /** Lighthouse's CPU benchmark of this machine during the run (a mid-range phone scores about 1000). */
  benchmarkIndex: number;
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

/**
 * Lighthouse's own advice for a noisy machine: several runs, the median counts (its variability
 * guide suggests 5). On this 2-core virtual machine the CPU benchmark of one run varies from about
 * 1500 to 2600 between runs of the same page, so 3 runs left a figure at the mercy of one slow run.
 */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

/** How often a run that Lighthouse reports as broken is repeated, each time in a fresh Chromium. */
const RETRIES = 2;

/**
 * Lighthouse 12 (mobile or desktop preset, default throttling) in Debian's Chromium: RUNS runs per
 * page, reporting the median of each figure. A run that Lighthouse itself reports
 * as broken (runtimeError, e.g. NO_NAVSTART when Chromium recorded no trace) is repeated in a
 * freshly started Chromium, up to RETRIES times.
 */
export async function runLighthouse(urls: string[], preset: 'mobile' | 'desktop'): Promise<Record<string, LighthouseFigures>> {
  let chrome = await launchChrome();
  const measure = async (url: string): Promise<LighthouseFigures> => {
    for (let attempt = 0; ; attempt++) {
      const run = await runOnce(chrome.port, url, preset);
      if (!('error' in run)) return run;
      if (attempt === RETRIES) throw new Error(`Lighthouse failed on ${url}: ${run.error}`);
      console.warn(`Lighthouse: ${run.error} on ${url} (${preset}); retrying in a fresh Chromium`);
      chrome.kill();
      chrome = await launchChrome();
    }
  };
  const results: Record<string, LighthouseFigures> = {};
  try {
    for (const url of urls) {
      const runs: LighthouseFigures[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(url));
      results[url] = medianOf(runs);
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/** Each figure's median over the runs (so one slow run moves no figure, whichever figure it is). */
function medianOf(runs: LighthouseFigures[]): LighthouseFigures {
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const keys = Object.keys(runs[0]!) as (keyof LighthouseFigures)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as LighthouseFigures;
}

function launchChrome() {
  return chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
}

async function runOnce(port: number, url: string, preset: 'mobile' | 'desktop'): Promise<LighthouseFigures | { error: string }> {
  const runner = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!runner) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError, environment } = runner.lhr;
  if (runtimeError) return { error: `${runtimeError.code} ${runtimeError.message}` };
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? 0;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    transferBytes: Math.round(value('total-byte-weight')),
    benchmarkIndex: Math.round(environment.benchmarkIndex),
  };
}
