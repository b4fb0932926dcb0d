import { createRequire } from 'node:module';
import autocannon from 'autocannon';

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/*
 * autocannon appends every response body to a string (`body += chunk`, for its body checks, which
 * the benchmark does not use). For compressed pages that means decoding tens of kilobytes of binary
 * data as UTF-8 per answer, which makes the load generator the bottleneck: against a bare Node
 * server sending a 40 KB gzip body from memory it managed 670 requests/s instead of 7,400. The
 * bodies are still received and framed by its HTTP parser, and their bytes counted; only that
 * decoding is skipped.
 */
const require = createRequire(import.meta.url);
const PipelinedRequestsQueue = require('autocannon/lib/pipelinedRequestsQueue.js') as {
  prototype: { addBody(data: Buffer): void };
};
PipelinedRequestsQueue.prototype.addBody = () => {};

const WARM_UP_SECONDS = 3;

/**
 * autocannon at a fixed number of connections for a few seconds against one URL, asking for
 * compressed answers as a browser does, after a short unrecorded warm-up (JIT, caches).
 */
export async function measureLoad(url: string, seconds: number, connections = 50): Promise<LoadFigures> {
  const options = { url, connections, headers: { 'accept-encoding': 'br, gzip' } };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
