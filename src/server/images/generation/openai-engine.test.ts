import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { createOpenAIEngine, providerSize } from './openai-engine.js';
import { GenerationError } from './types.js';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void | Promise<void>;

let server: Server;
let baseURL: string;
let origin: string;
let handler: Handler;
let received: { method?: string; url?: string; headers: IncomingMessage['headers']; body: Record<string, unknown> }[] = [];
let pngFixture: Buffer;

const json = (res: ServerResponse, status: number, value: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
};

beforeAll(async () => {
  pngFixture = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#4caf50' } })
    .png()
    .toBuffer();
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      if (req.method === 'GET' && req.url === '/files/generated.png') {
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': pngFixture.length });
        res.end(pngFixture);
        return;
      }
      if (req.method !== 'POST' || !req.url?.startsWith('/v1/')) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('not found');
        return;
      }
      let parsed: Record<string, unknown> = {};
      try {
        parsed = JSON.parse(body) as Record<string, unknown>;
      } catch {
        /* not JSON */
      }
      received.push({ method: req.method, url: req.url, headers: req.headers, body: parsed });
      void handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  baseURL = `${origin}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received = [];
});

async function generationError(promise: Promise<unknown>): Promise<GenerationError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(GenerationError);
  const ge = err as GenerationError;
  expect(ge.message).not.toMatch(/\n\s+at /); // no stack
  return ge;
}

describe('createOpenAIEngine', () => {
  it('has a label naming the model', () => {
    expect(createOpenAIEngine({ apiKey: 'k', baseURL }).label).toBe('OpenAI-compatible API (dall-e-3)');
    expect(createOpenAIEngine({ apiKey: 'k', baseURL, model: 'gpt-image-1' }).label).toBe('OpenAI-compatible API (gpt-image-1)');
  });

  it('decodes a b64_json answer into a PNG and sends the expected request', async () => {
    handler = (_req, res) =>
      json(res, 200, {
        created: 1,
        data: [{ b64_json: pngFixture.toString('base64'), revised_prompt: 'A green lawn, revised' }],
      });
    const engine = createOpenAIEngine({ apiKey: 'test-key', baseURL });
    const image = await engine.generate({ prompt: 'A green lawn', size: '1024x1024', quality: 'hd', style: 'natural' });

    expect(received).toHaveLength(1);
    const request = received[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1/images/generations');
    expect(request.headers.authorization).toBe('Bearer test-key');
    expect(request.body).toMatchObject({
      model: 'dall-e-3',
      prompt: 'A green lawn',
      size: '1024x1024',
      n: 1,
      response_format: 'b64_json',
      quality: 'hd',
      style: 'natural',
    });

    expect(image.engine).toBe('openai');
    expect(image.revisedPrompt).toBe('A green lawn, revised');
    expect([image.width, image.height]).toEqual([1024, 1024]);
    const meta = await sharp(image.png).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([1024, 1024]);
  });

  it('does not send quality/style to models that do not take them', async () => {
    handler = (_req, res) => json(res, 200, { data: [{ b64_json: pngFixture.toString('base64') }] });
    await createOpenAIEngine({ apiKey: 'k', baseURL, model: 'dall-e-2' }).generate({
      prompt: 'tree icon',
      size: '512x512',
      quality: 'hd',
      style: 'vivid',
    });
    expect(received[0]!.body).toEqual({
      model: 'dall-e-2',
      prompt: 'tree icon',
      size: '512x512',
      n: 1,
      response_format: 'b64_json',
    });

    await createOpenAIEngine({ apiKey: 'k', baseURL, model: 'gpt-image-1' }).generate({ prompt: 'patio', size: '1792x1024' });
    expect(received[1]!.body).toEqual({ model: 'gpt-image-1', prompt: 'patio', size: '1536x1024', n: 1 });
  });

  it('downloads a url answer from the same server', async () => {
    handler = (_req, res) => json(res, 200, { data: [{ url: `${origin}/files/generated.png` }] });
    const engine = createOpenAIEngine({ apiKey: 'k', baseURL, model: 'dall-e-3' });
    const image = await engine.generate({ prompt: 'A fountain', size: '1792x1024' });
    expect(received[0]!.body).toMatchObject({ model: 'dall-e-3', prompt: 'A fountain', size: '1792x1024' });
    expect([image.width, image.height]).toEqual([1792, 1024]);
    expect((await sharp(image.png).metadata()).format).toBe('png');
    expect(image.revisedPrompt).toBeUndefined();
  });

  it('reports the provider message when the request is refused', async () => {
    handler = (_req, res) =>
      json(res, 400, {
        error: { message: 'Your request was rejected', type: 'invalid_request_error', code: 'content_policy_violation' },
      });
    const err = await generationError(createOpenAIEngine({ apiKey: 'k', baseURL }).generate({ prompt: 'something' }));
    expect(err.message).toBe('The image service refused the request: Your request was rejected');
    expect(err.code).toBe('refused');
    expect(err.status).toBe(400);
  });

  it('explains authentication, rate limit and server errors', async () => {
    const engine = createOpenAIEngine({ apiKey: 'bad', baseURL });
    handler = (_req, res) => json(res, 401, { error: { message: 'Incorrect API key provided' } });
    expect((await generationError(engine.generate({ prompt: 'x' }))).message).toBe(
      'The image service rejected the API key: Incorrect API key provided',
    );
    handler = (_req, res) => json(res, 429, { error: { message: 'Rate limit reached' } });
    expect((await generationError(engine.generate({ prompt: 'x' }))).code).toBe('rate_limited');
    handler = (_req, res) => {
      res.writeHead(503);
      res.end();
    };
    expect((await generationError(engine.generate({ prompt: 'x' }))).message).toBe(
      'The image service is unavailable (HTTP 503).',
    );
  });

  it('gives up after timeoutMs', async () => {
    handler = (_req, res) => {
      const timer = setTimeout(() => json(res, 200, { data: [{ b64_json: pngFixture.toString('base64') }] }), 2000);
      res.on('close', () => clearTimeout(timer));
    };
    const started = performance.now();
    const err = await generationError(createOpenAIEngine({ apiKey: 'k', baseURL, timeoutMs: 300 }).generate({ prompt: 'slow' }));
    expect(err.message).toBe('The image service did not answer in time.');
    expect(err.code).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('turns invalid JSON into a clear error', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"data": [ {"b64_json": "AAAA"');
    };
    const err = await generationError(createOpenAIEngine({ apiKey: 'k', baseURL }).generate({ prompt: 'x' }));
    expect(err.message).toBe('The image service returned an invalid answer.');
    expect(err.code).toBe('invalid_response');
  });

  it('turns answers without a usable image into clear errors', async () => {
    const engine = createOpenAIEngine({ apiKey: 'k', baseURL });
    handler = (_req, res) => json(res, 200, { data: [] });
    expect((await generationError(engine.generate({ prompt: 'x' }))).code).toBe('invalid_response');
    handler = (_req, res) => json(res, 200, { data: [{ b64_json: Buffer.from('<html>nope</html>').toString('base64') }] });
    expect((await generationError(engine.generate({ prompt: 'x' }))).message).toBe(
      'The image service returned something that is not an image.',
    );
    handler = (_req, res) => json(res, 200, { data: [{ url: `${origin}/missing.png` }] });
    expect((await generationError(engine.generate({ prompt: 'x' }))).message).toMatch(/could not be downloaded/);
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>proxy login</html>');
    };
    expect((await generationError(engine.generate({ prompt: 'x' }))).code).toBe('invalid_response');
  });

  it('reports a server that cannot be reached', async () => {
    const engine = createOpenAIEngine({ apiKey: 'k', baseURL: 'http://127.0.0.1:1/v1', timeoutMs: 2000 });
    expect((await generationError(engine.generate({ prompt: 'x' }))).message).toBe('Could not connect to the image service.');
  });

  it('refuses an empty prompt without calling the service', async () => {
    const err = await generationError(createOpenAIEngine({ apiKey: 'k', baseURL }).generate({ prompt: '   ' }));
    expect(err.code).toBe('invalid_request');
    expect(received).toHaveLength(0);
  });
});

describe('providerSize', () => {
  it('maps requested sizes to what each model accepts', () => {
    expect(providerSize('dall-e-3', '512x512')).toBe('1024x1024');
    expect(providerSize('dall-e-3', '1024x1792')).toBe('1024x1792');
    expect(providerSize('dall-e-2', '1792x1024')).toBe('1024x1024');
    expect(providerSize('gpt-image-1', '1024x1792')).toBe('1024x1536');
    expect(providerSize('my-local-model', '256x256')).toBe('256x256');
  });
});
