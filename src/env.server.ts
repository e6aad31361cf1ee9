import { z } from 'zod'

// Read once, validated once: a misconfigured server should fail at start-up, not mid-request.
const DEFAULT_SECRET = 'local-demo-secret-change-me'

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URL: z.string().min(1).default('file:./data/salon.db'),
    PAYLOAD_SECRET: z.string().min(16).default(DEFAULT_SECRET),
    SITE_URL: z.url().default('http://localhost:3000'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.PAYLOAD_SECRET === DEFAULT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYLOAD_SECRET'],
        message: 'PAYLOAD_SECRET must be set to a private value in production',
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
