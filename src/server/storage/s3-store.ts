import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { checkedPath, isPrivatePath, type MediaExtension, type MediaStore, newMediaStem, plannedPath } from './media-store.js';
import { S3Client, type S3Settings } from './s3-client.js';

const CONTENT_TYPES: Record<MediaExtension, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  gif: 'image/gif',
};

/**
 * Media in an S3-compatible bucket, for deployments without a disk the processes share. Keys mirror
 * the disk layout: `public/…` is what /media serves (through the app, with the same headers as files
 * on disk), `private/…` is reached only through admin routes. A PUT is atomic: no half-written
 * object can exist, so there are no temporary leftovers to sweep.
 */
export class S3MediaStore implements MediaStore {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(
    settings: S3Settings,
    private readonly prefix = '',
  ) {
    this.client = new S3Client(settings);
  }

  async save(buffer: Buffer, ext: MediaExtension, folder?: string, stem = newMediaStem()) {
    const relPath = plannedPath(ext, folder, stem);
    await this.client.put(this.key(relPath), buffer, CONTENT_TYPES[ext]);
    return { relPath, size: buffer.length };
  }

  async read(relPath: string): Promise<Buffer | null> {
    const res = await this.client.get(this.key(relPath));
    return res ? Buffer.from(await res.arrayBuffer()) : null;
  }

  async open(relPath: string) {
    const res = await this.client.get(this.key(relPath));
    if (!res?.body) return null;
    return { stream: Readable.fromWeb(res.body as ReadableStream), size: Number(res.headers.get('content-length') ?? 0) };
  }

  /** A file of public/, for /media: a private path is never reached from here. */
  openPublic(relPath: string) {
    if (isPrivatePath(relPath)) return Promise.resolve(null);
    return this.open(relPath);
  }

  remove(relPath: string): Promise<void> {
    return this.client.delete(this.key(relPath));
  }

  async listFiles(opts: { olderThanMs?: number } = {}): Promise<string[]> {
    const cutoff = Date.now() - (opts.olderThanMs ?? 0);
    const objects = [...(await this.client.list(`${this.prefix}public/`)), ...(await this.client.list(`${this.prefix}private/`))];
    return objects
      .filter((o) => !opts.olderThanMs || o.lastModified <= cutoff)
      .map((o) => o.key.slice(this.prefix.length))
      .map((key) => (key.startsWith('public/') ? key.slice('public/'.length) : key));
  }

  async sweepTemporaryFiles(): Promise<number> {
    return 0;
  }

  /** Fails start-up with a clear message when the bucket cannot be reached. */
  async prepare(): Promise<void> {
    try {
      await this.client.list(`${this.prefix}public/.probe`);
    } catch (error) {
      throw new Error(`The media bucket cannot be reached: ${(error as Error).message}`);
    }
  }

  async close(): Promise<void> {}

  private key(relPath: string): string {
    checkedPath(relPath);
    return `${this.prefix}${isPrivatePath(relPath) ? relPath : `public/${relPath}`}`;
  }
}
