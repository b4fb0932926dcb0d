import autocannon from 'autocannon';

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** autocannon at a fixed number of connections for a few seconds against one URL. */
export async function measureLoad(url: string, seconds: number, connections = 50): Promise<LoadFigures> {
  const result = await autocannon({ url, connections, duration: seconds, headers: { 'accept-encoding': 'br, gzip' } });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
