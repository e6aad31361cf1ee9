#!/usr/bin/env node
// The production server (instead of `next start`, ADR 027): Next.js's own request handler, with
// gzip in front of it and every public page's scripts started after its first paint, under a
// policy that runs only the page's own inline scripts, by their nonce (ADR 028).
//
//   node server.mjs [-p 3000] [-H 0.0.0.0]      (PORT is read too, as `next start` does)
import { createServer } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import compression from 'compression'

import { serverFlags } from './server/flags.mjs'
import { scriptNonces } from './server/script-nonces.mjs'
import { scriptsAfterFirstPaint } from './server/scripts-after-first-paint.mjs'

const values = serverFlags(process.argv.slice(2))
if ('problem' in values) {
  console.error(values.problem)
  process.exit(2)
}
const port = values.port ?? Number(process.env.PORT ?? 3000)
// `next start` forces production; so must this, before Next.js is loaded.
process.env.NODE_ENV = 'production'
const { default: next } = await import('next')

const app = next({
  dev: false,
  dir: path.dirname(fileURLToPath(import.meta.url)),
  hostname: values.hostname ?? 'localhost',
  port,
})
// As `next start` does: stop taking connections, let running requests finish, close Next.js,
// then exit with 128 + the signal. Installed before Next.js loads the app, so the delivery
// runner (src/delivery/in-app.server.ts) drains its jobs first and then hands over to this.
/** @type {import('node:http').Server | undefined} */
let server
let closing = false
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    if (closing) return
    closing = true
    if (!server) process.exit(code)
    server.close(() => void app.close().finally(() => process.exit(code)))
  })
}

const handle = app.getRequestHandler()
await app.prepare()

// SCRIPTS_AFTER_FIRST_PAINT=off leaves each page's scripts starting as Next.js writes them (async,
// in the head), nonces still added: the bench compares the two starts with it (ADR 027).
const afterPaint = process.env.SCRIPTS_AFTER_FIRST_PAINT !== 'off'

// Next.js's own gzip is off (`compress: false` in next.config.ts): it would compress the page
// before the rewrite below could read it.
const gzip = compression()
server = createServer((req, res) => {
  gzip(req, res, () => {
    // The admin is a client app for staff, not a page whose first paint matters; it keeps the
    // site's policy as next.config.ts sends it.
    if (!req.url?.startsWith('/admin'))
      scriptsAfterFirstPaint(res, { nonce: scriptNonces(req, res), afterPaint })
    handle(req, res).catch((error) => {
      console.error(error)
      if (!res.headersSent) res.statusCode = 500
      res.end()
    })
  })
})
// Longer than the balancer's idle timeout (docs/deployment.md), so that the app never closes a
// connection the balancer is about to reuse; the headers' timeout must outlast it.
if (values.keepAliveTimeout !== undefined) {
  server.keepAliveTimeout = values.keepAliveTimeout
  server.headersTimeout = Math.max(server.headersTimeout, values.keepAliveTimeout + 1000)
}
server.listen(port, values.hostname, () => {
  console.log(`> Ready on http://${values.hostname ?? 'localhost'}:${port}`)
})
