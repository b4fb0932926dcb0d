import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const url = (protocols: string[]) =>
  z.url().refine((v) => protocols.some((p) => v.startsWith(p)), {
    message: `must start with ${protocols.join(' or ')}`,
  });

/** Every environment variable the server reads, parsed once at start-up. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  MEDIA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .refine((v) => /^(postgres(ql)?:\/\/|file:|sqlite:)/.test(v) || !v.includes('://'), {
      message: 'must be postgres://… or a SQLite file path',
    })
    .optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: url(['http://', 'https://']).optional(),
  SMTP_URL: url(['smtp://', 'smtps://']).optional(),
  REDIS_URL: url(['redis://', 'rediss://']).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name')
    .optional(),
  S3_ENDPOINT: url(['http://', 'https://']).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PREFIX: z
    .string()
    .regex(/^([a-z0-9-]+\/)*$/, 'must be empty or folder names ending with /')
    .default(''),
  MAIL_FROM: z.string().min(3).optional(),
  COMPANY_EMAIL: z.email().optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: url(['http://', 'https://']).optional(),
  OPENAI_IMAGE_MODEL: z.string().min(1).default('dall-e-3'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  DEMO_ACCOUNTS: bool.optional(),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (parsed === undefined) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be false, a number of proxies (1), or proxy addresses/CIDRs (10.0.0.0/8,127.0.0.1)',
        });
        return z.NEVER;
      }
      return parsed;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Uploaded and generated files; several processes with their own DATA_DIR can share one (docs/operations.md). */
  mediaDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  /** SESSION_SECRET; without it the app uses one generated once and kept in the database (auth/secret.ts). */
  sessionSecret?: string;
  publicUrl: string;
  secureCookies: boolean;
  smtpUrl?: string;
  /** Rate-limit counters in Redis instead of the database. */
  redisUrl?: string;
  /** Media in an S3-compatible bucket instead of MEDIA_DIR (S3_BUCKET and its credentials). */
  s3?: { endpoint: string; region: string; bucket: string; accessKeyId: string; secretAccessKey: string; prefix: string };
  mailFrom: string;
  companyEmail?: string;
  /** timeoutMs: how long one generation may take before it fails (the engine's default when unset). */
  openai: { apiKey?: string; baseUrl?: string; model: string; timeoutMs?: number };
  demoAccounts: boolean;
  /**
   * Which X-Forwarded-For hops to believe (Fastify's trustProxy): false, a number of proxies in
   * front of the app, or their addresses/CIDRs. Never "every hop": the left-most entries are
   * whatever the client wrote.
   */
  trustProxy: false | number | string;
  logLevel: Env['LOG_LEVEL'];
  /** NODE_ENV: production (the default) keeps the API reference for admins. */
  environment: Env['NODE_ENV'];
  /** Where the React Router build lives (build/server/index.js and build/client). */
  buildDir: string;
}

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError naming every invalid variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(overrides.dataDir ?? e.DATA_DIR);
  // Database, secrets and private uploads live here: only the site's own user may read it.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    mediaDir: path.resolve(e.MEDIA_DIR ?? path.join(dataDir, 'media')),
    database: parseDatabase(e.DATABASE_URL, dataDir),
    sessionSecret: e.SESSION_SECRET,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    smtpUrl: e.SMTP_URL,
    redisUrl: e.REDIS_URL,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`,
          region: e.S3_REGION,
          bucket: e.S3_BUCKET,
          accessKeyId: required(e.S3_ACCESS_KEY_ID, 'S3_ACCESS_KEY_ID'),
          secretAccessKey: required(e.S3_SECRET_ACCESS_KEY, 'S3_SECRET_ACCESS_KEY'),
          prefix: e.S3_PREFIX,
        }
      : undefined,
    mailFrom: e.MAIL_FROM ?? 'Evergreen Landscaping <no-reply@evergreen-landscaping.example>',
    companyEmail: e.COMPANY_EMAIL,
    openai: { apiKey: e.OPENAI_API_KEY, baseUrl: e.OPENAI_BASE_URL, model: e.OPENAI_IMAGE_MODEL, timeoutMs: e.OPENAI_TIMEOUT_MS },
    // A public https site has no demo logins unless they are asked for explicitly.
    demoAccounts: e.DEMO_ACCOUNTS ?? !publicUrl.startsWith('https://'),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    environment: e.NODE_ENV,
    buildDir: path.resolve('build'),
    ...overrides,
  };
}

function parseDatabase(value: string | undefined, dataDir: string): Config['database'] {
  if (value && /^postgres(ql)?:\/\//.test(value)) return { kind: 'postgres', url: value };
  const file = value ? value.replace(/^(file:|sqlite:)(\/\/)?/, '') : path.join(dataDir, 'site.db');
  return { kind: 'sqlite', file: path.resolve(file) };
}

function required(value: string | undefined, name: string): string {
  if (!value) throw new ConfigError(`Invalid configuration:\n  ${name}: is required when S3_BUCKET is set`);
  return value;
}

/** TRUST_PROXY's forms: false/0, true (one proxy), a hop count, or a comma-separated list of addresses/CIDRs. */
function parseTrustProxy(value: string): false | number | string | undefined {
  const v = value.trim().toLowerCase();
  if (['false', '0', 'no', ''].includes(v)) return false;
  // "true" used to mean every hop; it now means the usual single proxy in front of the app.
  if (['true', 'yes'].includes(v)) return 1;
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v.split(',').map((e) => e.trim());
  const address = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]+)(\/\d{1,3})?$/;
  return entries.every((e) => address.test(e) || e === 'loopback' || e === 'linklocal' || e === 'uniquelocal')
    ? entries.join(',')
    : undefined;
}
