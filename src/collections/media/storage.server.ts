// Where uploads live: the MEDIA_DIR folder by default, or an S3 bucket (AWS or any S3-compatible
// store) when S3_BUCKET is set, through Payload's own adapter (ADR 017). Files are still served by
// Payload's file route (/cms-api/media/file/<name>) from every instance, so image addresses and
// the resizing by /_next/image do not depend on where the bytes are.
import 'server-only'

import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import * as z from '@/lib/zod'

const blankIsMissing = (v: unknown) => (v === '' ? undefined : v)
const optional = z.preprocess(blankIsMissing, z.string().optional())

const schema = z.object({
  S3_BUCKET: optional,
  S3_REGION: z.preprocess(blankIsMissing, z.string().default('us-east-1')),
  /** An S3-compatible service's address (MinIO, Ceph, R2, a test server); AWS needs none. */
  S3_ENDPOINT: z.preprocess(blankIsMissing, z.url().optional()),
  /** Without them the AWS SDK's usual chain applies (instance role, AWS_* variables). */
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  /** Folder inside the bucket, e.g. when several sites share it. */
  S3_PREFIX: optional,
})

export type S3Settings = z.infer<typeof schema> & { S3_BUCKET: string }

/** The S3 settings, or null when uploads stay on the local disk. */
export function s3Settings(env: NodeJS.ProcessEnv = process.env): S3Settings | null {
  const parsed = schema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  const s = parsed.data
  return s.S3_BUCKET ? { ...s, S3_BUCKET: s.S3_BUCKET } : null
}

/**
 * The storage plugin, switched on by S3_BUCKET. Its two columns (prefix, object key) are in the
 * schema either way (`alwaysInsertFields`), so one set of migrations fits both setups.
 */
export function mediaStorage(): Plugin {
  const s = s3Settings()
  return s3Storage({
    enabled: Boolean(s),
    alwaysInsertFields: true,
    bucket: s?.S3_BUCKET ?? 'unused',
    // A prefix always ('' = the bucket's root): the plugin then declares the same fields whether
    // it is on or off, so the schema and the generated types do not depend on S3_BUCKET.
    // Her photos (ADR 052) under a private prefix, always served through Payload's access check.
    collections: {
      media: { prefix: s?.S3_PREFIX ?? '' },
      'client-photos': { prefix: [s?.S3_PREFIX, 'private'].filter(Boolean).join('/') },
    },
    config: {
      region: s?.S3_REGION,
      ...(s?.S3_ENDPOINT ? { endpoint: s.S3_ENDPOINT, forcePathStyle: true } : {}),
      ...(s?.S3_ACCESS_KEY_ID && s.S3_SECRET_ACCESS_KEY
        ? {
            credentials: {
              accessKeyId: s.S3_ACCESS_KEY_ID,
              secretAccessKey: s.S3_SECRET_ACCESS_KEY,
            },
          }
        : {}),
    },
  })
}
