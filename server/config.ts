import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_MAIL_FROM } from './mail/mail-service';
import { parseSettingsKey, SETTINGS_KEY_FORMAT } from './settings/settings-key';

const HOUR_MS = 60 * 60 * 1000;

/** Memory for cached list and detail answers, per process. */
export const DEFAULT_RESPONSE_CACHE_MB = 32;

const portField = z.coerce.number().int().min(0).max(65_535);

const envSchema = z.object({
  PORT: portField.default(5000),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  TRUST_PROXY: z.string().optional(),
  PUBLIC_URL: z.url('PUBLIC_URL must be a URL such as https://app.example.com').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(7 * 24),
  SESSION_MAX_HOURS: z.coerce.number().positive().default(30 * 24),
  AUTH_RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  RESPONSE_CACHE_MB: z.coerce.number().min(0, 'RESPONSE_CACHE_MB must be 0 (off) or more').default(DEFAULT_RESPONSE_CACHE_MB),
  ADMIN_EMAIL: z.email('ADMIN_EMAIL must be an email address').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').max(128).optional(),
  SETTINGS_ENCRYPTION_KEY: z
    .string()
    .transform((text, context) => {
      const key = parseSettingsKey(text);
      if (!key) context.addIssue({ code: 'custom', message: `SETTINGS_ENCRYPTION_KEY ${SETTINGS_KEY_FORMAT}` });
      return key ?? z.NEVER;
    })
    .optional(),
});

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  trustProxy: boolean | number | string | undefined;
  /** Where links in emails and OAuth callbacks point; defaults to http://localhost:PORT. */
  publicUrl: string | undefined;
  smtp: { url: string; from: string } | undefined;
  sessions: { idleMs: number; maxMs: number };
  /** Multiplies every sign-in, registration and mail limit. */
  rateLimitFactor: number;
  /** Memory for cached answers; 0 turns the cache off. */
  responseCacheBytes: number;
  /** Created or promoted to admin at start. */
  admin: { email: string; password: string } | undefined;
  /** Encrypts secret admin settings; when absent, a key file in the data folder (embedded only). */
  settingsEncryptionKey: Buffer | undefined;
}

/** 'true', a hop count, or a list of addresses/subnets, as Express understands them. */
function parseTrustProxy(value: string | undefined): boolean | number | string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Reads the environment; a bad value stops start-up with a message that names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv, cwd: string = process.cwd()): ServerConfig {
  // An empty variable (common in env files) means unset.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = result.data;
  const hosted = Boolean(values.DATABASE_URL);
  if (Boolean(values.ADMIN_EMAIL) !== Boolean(values.ADMIN_PASSWORD)) {
    throw new Error('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  return {
    port: values.PORT,
    // Embedded mode is for one machine, so it listens on loopback unless told otherwise.
    host: values.HOST ?? (hosted ? '0.0.0.0' : '127.0.0.1'),
    dataDir: path.resolve(cwd, values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    publicUrl: values.PUBLIC_URL?.replace(/\/+$/, ''),
    smtp: values.SMTP_URL ? { url: values.SMTP_URL, from: values.MAIL_FROM ?? DEFAULT_MAIL_FROM } : undefined,
    sessions: { idleMs: values.SESSION_IDLE_HOURS * HOUR_MS, maxMs: values.SESSION_MAX_HOURS * HOUR_MS },
    rateLimitFactor: values.AUTH_RATE_LIMIT_FACTOR,
    responseCacheBytes: Math.floor(values.RESPONSE_CACHE_MB * 1024 * 1024),
    admin: values.ADMIN_EMAIL && values.ADMIN_PASSWORD ? { email: values.ADMIN_EMAIL, password: values.ADMIN_PASSWORD } : undefined,
    settingsEncryptionKey: values.SETTINGS_ENCRYPTION_KEY,
  };
}
