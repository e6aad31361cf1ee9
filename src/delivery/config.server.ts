import 'server-only'

import * as z from '@/lib/zod'

import { isDemoMode } from '@/security/passwords'

// Delivery settings, validated with zod. Read on use (not once at import) so a worker or a
// test can point delivery at another server without restarting the app.
const schema = z.object({
  SITE_URL: z.url().default('http://localhost:3000'),
  // E-mail: without SMTP_HOST, messages go to the outbox collection (the demo default).
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().positive().default(587),
  SMTP_SECURE: z.enum(['true', 'false']).default('false'),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  // Unset: the brand name from Site settings, at no-reply@ the site's own host name.
  SMTP_FROM: z.string().optional(),
  SALON_NOTIFY_EMAIL: z.string().optional(),
  // SMS: Twilio's REST API when the account settings are present, otherwise the outbox.
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_API_BASE: z.url().default('https://api.twilio.com'),
  // Jobs run inside the app by default; 'false' leaves them to `npm run jobs:worker`.
  JOBS_AUTORUN: z.enum(['true', 'false']).default('true'),
  DELIVERY_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
  DELIVERY_BACKOFF_MS: z.coerce.number().int().min(0).default(5000),
  // A job or a channel claimed longer ago than this belongs to a runner that crashed: released
  // and retried. Longer than any one send (SMTP and SMS time out within a minute).
  DELIVERY_CLAIM_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  // A quote (or application notice) not delivered this long after saving is "Delayed".
  DELIVERY_DELAYED_AFTER_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60_000),
  // How often the in-app runner looks for work (a save wakes it at once) and a worker's runner.
  JOBS_INTERVAL_MS: z.coerce.number().int().min(100).default(10_000),
  JOBS_WORKER_INTERVAL_MS: z.coerce.number().int().min(100).default(2000),
  // On SIGTERM: how long running deliveries may take to finish before they are released.
  JOBS_SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(8000),
  // How often each runner writes its heartbeat (payload_kv); a runner on another machine whose
  // heartbeat is 6 of these old is gone, and its claims are released (runners.server.ts).
  JOBS_HEARTBEAT_MS: z.coerce.number().int().min(100).default(5000),
  // /api/health: the job runner must have reported within this time.
  HEALTH_RUNNER_MAX_AGE_MS: z.coerce.number().int().min(1000).default(120_000),
})

export type DeliveryConfig = z.infer<typeof schema>

export function deliveryConfig(): DeliveryConfig {
  const parsed = schema.safeParse(process.env)
  if (!parsed.success) {
    throw new Error(
      `Invalid delivery settings: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    )
  }
  return parsed.data
}

/** Where quotes, application notices and staff e-mails go: a real server, or the local Outbox. */
export function deliveryChannels(cfg: DeliveryConfig = deliveryConfig()) {
  return {
    email: cfg.SMTP_HOST ? ('smtp' as const) : ('outbox' as const),
    sms:
      cfg.TWILIO_ACCOUNT_SID && cfg.TWILIO_AUTH_TOKEN && cfg.TWILIO_FROM
        ? ('sms-provider' as const)
        : ('outbox' as const),
  }
}

/**
 * Why a production server must not run with this delivery (null: it may). Without DEMO_MODE the
 * site tells clients "you'll receive your quote by e-mail and text": the Outbox sends nothing.
 */
export function outboxInProduction(
  env: Record<string, string | undefined> = process.env,
): string | null {
  if (env.NODE_ENV !== 'production' || isDemoMode(env)) return null
  const channels = deliveryChannels(schema.parse(env))
  const missing = [
    channels.email === 'outbox' ? 'no SMTP server (set SMTP_HOST, SMTP_USER, SMTP_PASS)' : null,
    channels.sms === 'outbox'
      ? 'no SMS provider (set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM)'
      : null,
  ].filter(Boolean)
  if (missing.length === 0) return null
  return (
    `quotes, text messages and staff e-mails would go to the Outbox and reach nobody: ${missing.join(' and ')}. ` +
    'Configure them, or run a demo with DEMO_MODE=1.'
  )
}
