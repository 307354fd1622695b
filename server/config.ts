import path from 'node:path';
import { z } from 'zod';

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
});

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  trustProxy: boolean | number | string | undefined;
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
  return {
    port: values.PORT,
    // Embedded mode is for one machine, so it listens on loopback unless told otherwise.
    host: values.HOST ?? (hosted ? '0.0.0.0' : '127.0.0.1'),
    dataDir: path.resolve(cwd, values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
  };
}
