import 'server-only'

// Relative: the start-up check runs in processes without the project's path aliases.
import { z } from './lib/zod'

// Read once, validated once: a misconfigured server should fail at start-up, not mid-request.
const DEFAULT_SECRET = 'local-demo-secret-change-me'

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URL: z.string().min(1).default('file:./data/salon.db'),
    // An empty value counts as missing.
    PAYLOAD_SECRET: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.string().min(16).default(DEFAULT_SECRET),
    ),
    SITE_URL: z.url().default('http://localhost:3000'),
  })
  .superRefine((env, ctx) => {
    // The secret signs staff sessions: a known one lets anyone forge an owner's login.
    if (env.NODE_ENV === 'production' && env.PAYLOAD_SECRET === DEFAULT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYLOAD_SECRET'],
        message:
          'PAYLOAD_SECRET is missing or the demo default: set a private random value in production (e.g. openssl rand -base64 32)',
      })
    } else if (env.NODE_ENV === 'production' && env.PAYLOAD_SECRET.length < 32) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYLOAD_SECRET'],
        message: 'PAYLOAD_SECRET must be at least 32 characters in production',
      })
    }
  })

function loadDotEnv() {
  // Next loads .env itself; plain Node scripts (seed, migrations) need it too.
  try {
    process.loadEnvFile?.('.env')
  } catch {
    // no .env file: defaults apply
  }
}

function readEnv() {
  loadDotEnv()
  const parsed = schema.safeParse(process.env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  return parsed.data
}

export const env = readEnv()

export const isPostgres = /^postgres(ql)?:\/\//.test(env.DATABASE_URL)
