import { z } from 'zod'

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
  SMTP_FROM: z.string().default('Willow & Wren <quotes@willowandwren.example>'),
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
