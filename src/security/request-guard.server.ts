// The first look at every request, before Next.js handles it (installed once at start-up by
// src/instrumentation.ts through Node's `http.server.request.start` diagnostics channel):
//   - the socket's address is written into a header whose name is private to this process, so
//     the app can tell the real peer from an `X-Forwarded-For` a client made up (client-address.ts);
//   - requests Next.js cannot represent and answers with a 500 are sent to a plain refusal
//     instead: TRACE/TRACK (the Fetch API forbids them), paths with invalid percent-encoding, and
//     posts with an empty Next-Action header.
import 'server-only'

import { randomBytes } from 'node:crypto'
import { subscribe } from 'node:diagnostics_channel'
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'

const HEADER = Symbol.for('willow-wren.peer-address-header')
type WithHeader = typeof globalThis & { [HEADER]?: string }

/**
 * The header that carries the socket's address. Its name is random per process: a client
 * cannot send it, even to an instance that has not installed the guard yet.
 */
export function peerAddressHeader(): string {
  const g = globalThis as WithHeader
  return (g[HEADER] ??= `x-peer-${randomBytes(12).toString('hex')}`)
}

/** Where a refused request is sent (plain route handlers that answer 400 and 405). */
export const refusalPaths = { badRequest: '/refused/400', badMethod: '/refused/405' } as const

/** The refusal a request gets, or null when Next.js can handle it. */
export function refusalFor(
  method: string | undefined,
  url: string | undefined,
  headers: IncomingHttpHeaders = {},
): string | null {
  if (method === 'TRACE' || method === 'TRACK') return refusalPaths.badMethod
  // An empty Next-Action header still makes a post a server-action call for Next.js, which then
  // fails on an Origin that is not an address (a 500); the proxy cannot match an empty header.
  if (method === 'POST' && headers['next-action'] === '') return refusalPaths.badRequest
  const path = (url ?? '/').split('?', 1)[0]!
  try {
    decodeURIComponent(path)
  } catch {
    return refusalPaths.badRequest
  }
  return null
}

let installed = false

export function installRequestGuard() {
  if (installed) return
  installed = true
  const header = peerAddressHeader()
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket }
    request.headers[header] = socket.remoteAddress ?? ''
    const refusal = refusalFor(request.method, request.url, request.headers)
    if (refusal) {
      request.method = 'GET'
      request.url = refusal
    }
  })
}
