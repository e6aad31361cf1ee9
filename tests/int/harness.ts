// Boots Payload for one test file on a private copy of the seeded template database.
import { randomBytes } from 'node:crypto'
import { copyFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import type { Payload } from 'payload'
import { inject } from 'vitest'

export async function bootPayload(): Promise<Payload> {
  const db = inject('db')
  let url: string
  if (db.kind === 'sqlite') {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'salon-file-')), 'test.db')
    copyFileSync(db.template.replace(/^file:/, ''), file)
    url = `file:${file}`
  } else {
    const template = new URL(db.template)
    const name = `salon_f${randomBytes(4).toString('hex')}_${template.pathname.split('_').pop()}`
    const admin = new pg.Client({ connectionString: db.template })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.pathname.slice(1)}`)
    await admin.end()
    template.pathname = `/${name}`
    url = template.toString()
  }
  Object.assign(process.env, { DATABASE_URL: url, MEDIA_DIR: db.mediaDir, PAYLOAD_SECRET: db.secret })
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  return getPayload({ config })
}

/** Calls a Next.js route handler the way the server would. */
export async function call(
  handler: (req: Request, ctx: { params: Promise<Record<string, unknown>> }) => Promise<Response>,
  opts: { method?: string; path?: string; params?: Record<string, unknown>; body?: unknown; rawBody?: string } = {},
) {
  const init: RequestInit = { method: opts.method ?? 'GET', headers: { 'content-type': 'application/json' } }
  if (opts.rawBody !== undefined) init.body = opts.rawBody
  else if (opts.body !== undefined) init.body = JSON.stringify(opts.body)
  const res = await handler(new Request(`http://localhost${opts.path ?? '/'}`, init), {
    params: Promise.resolve(opts.params ?? {}),
  })
  const text = await res.text()
  let json: unknown = null
  try {
    json = JSON.parse(text)
  } catch {
    // not JSON: the test will see json === null
  }
  return { status: res.status, json: json as any, text }
}
