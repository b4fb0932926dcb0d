import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const url = (protocols: string[]) =>
  z.url().refine((v) => protocols.some((p) => v.startsWith(p)), {
    message: `must start with ${protocols.join(' or ')}`,
  });

/** Every environment variable the server reads, parsed once at start-up. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .refine((v) => /^(postgres(ql)?:\/\/|file:|sqlite:)/.test(v) || !v.includes('://'), {
      message: 'must be postgres://… or a SQLite file path',
    })
    .optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: url(['http://', 'https://']).optional(),
  SMTP_URL: url(['smtp://', 'smtps://']).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  COMPANY_EMAIL: z.email().optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: url(['http://', 'https://']).optional(),
  OPENAI_IMAGE_MODEL: z.string().min(1).default('dall-e-3'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  DEMO_ACCOUNTS: bool.default(true),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  mediaDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  sessionSecret: string;
  publicUrl: string;
  secureCookies: boolean;
  smtpUrl?: string;
  mailFrom: string;
  companyEmail?: string;
  /** timeoutMs: how long one generation may take before it fails (the engine's default when unset). */
  openai: { apiKey?: string; baseUrl?: string; model: string; timeoutMs?: number };
  demoAccounts: boolean;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limits per IP). */
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
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
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    database: parseDatabase(e.DATABASE_URL, dataDir),
    sessionSecret: e.SESSION_SECRET ?? persistedSecret(dataDir),
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Evergreen Landscaping <no-reply@evergreen-landscaping.example>',
    companyEmail: e.COMPANY_EMAIL,
    openai: { apiKey: e.OPENAI_API_KEY, baseUrl: e.OPENAI_BASE_URL, model: e.OPENAI_IMAGE_MODEL, timeoutMs: e.OPENAI_TIMEOUT_MS },
    demoAccounts: e.DEMO_ACCOUNTS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    buildDir: path.resolve('build'),
    ...overrides,
  };
}

function parseDatabase(value: string | undefined, dataDir: string): Config['database'] {
  if (value && /^postgres(ql)?:\/\//.test(value)) return { kind: 'postgres', url: value };
  const file = value ? value.replace(/^(file:|sqlite:)(\/\/)?/, '') : path.join(dataDir, 'site.db');
  return { kind: 'sqlite', file: path.resolve(file) };
}

/** A secret generated on first start and kept in DATA_DIR, so sessions survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
