import aws4 from 'aws4';

export interface S3Settings {
  /** http(s)://host[:port] of any S3-compatible service. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface S3Object {
  key: string;
  lastModified: number;
}

const TIMEOUT_MS = 15_000;

/**
 * The four S3 calls the media store needs, signed with AWS Signature V4, path-style addressing
 * (works with AWS S3 and the S3-compatible servers: MinIO, Ceph, R2, …). Keys are the store's own
 * generated names (letters, digits, dashes, dots and slashes), so they need no escaping.
 */
export class S3Client {
  private readonly url: URL;

  constructor(private readonly settings: S3Settings) {
    this.url = new URL(settings.endpoint);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const res = await this.call('PUT', `/${key}`, { body, headers: { 'content-type': contentType } });
    if (!res.ok) throw await s3Error(res, 'put', key);
  }

  /** The object's response (its body unread), or null when it does not exist. */
  async get(key: string): Promise<Response | null> {
    const res = await this.call('GET', `/${key}`);
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok) throw await s3Error(res, 'get', key);
    return res;
  }

  async delete(key: string): Promise<void> {
    const res = await this.call('DELETE', `/${key}`);
    if (!res.ok && res.status !== 404) throw await s3Error(res, 'delete', key);
  }

  /** Every object under a prefix, page after page. */
  async list(prefix: string): Promise<S3Object[]> {
    const objects: S3Object[] = [];
    let token: string | undefined;
    do {
      const query = new URLSearchParams({ 'list-type': '2', prefix, ...(token ? { 'continuation-token': token } : {}) });
      const res = await this.call('GET', `?${query}`);
      if (!res.ok) throw await s3Error(res, 'list', prefix);
      const xml = await res.text();
      for (const [, block] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
        const key = /<Key>([^<]*)<\/Key>/.exec(block!)?.[1];
        const modified = /<LastModified>([^<]*)<\/LastModified>/.exec(block!)?.[1];
        if (key) objects.push({ key, lastModified: modified ? Date.parse(modified) : 0 });
      }
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml) ? /<NextContinuationToken>([^<]*)</.exec(xml)?.[1] : undefined;
    } while (token);
    return objects;
  }

  private call(method: string, pathAndQuery: string, options: { body?: Buffer; headers?: Record<string, string> } = {}) {
    const path = `/${this.settings.bucket}${pathAndQuery}`;
    const signed = aws4.sign(
      {
        host: this.url.host,
        method,
        path: `${this.url.pathname.replace(/\/$/, '')}${path}`,
        service: 's3',
        region: this.settings.region,
        headers: { ...options.headers, ...(options.body ? { 'content-length': String(options.body.length) } : {}) },
        body: options.body,
      },
      { accessKeyId: this.settings.accessKeyId, secretAccessKey: this.settings.secretAccessKey },
    );
    return fetch(`${this.url.origin}${signed.path}`, {
      method,
      headers: signed.headers as Record<string, string>,
      body: options.body ? new Uint8Array(options.body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  }
}

/** The service's error code and message, without the request's details. */
async function s3Error(res: Response, action: string, key: string): Promise<Error> {
  const text = await res.text().catch(() => '');
  const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? `HTTP ${res.status}`;
  return new Error(`Object storage ${action} of ${key} failed: ${code}`);
}
