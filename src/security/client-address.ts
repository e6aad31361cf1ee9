// Whose request is this? The address the rate limits count by.
//
// Every proxy in front of the app appends the address it received the request from to
// `X-Forwarded-For`; the app itself knows the socket's address (written into a private header
// by the request guard). With TRUSTED_PROXY_HOPS = n, the client is the address n places from
// the right of [X-Forwarded-For…, socket]: 0 (the default) is the socket itself, so anything a
// client writes in the header is ignored; 1 is the address one trusted proxy saw, and so on.
// Entries further left were written by the client and are never trusted.
import { isIP } from 'node:net'

import { peerAddressHeader } from './request-guard.server'

export function trustedProxyHops(raw = process.env.TRUSTED_PROXY_HOPS): number {
  const n = Number(raw ?? 0)
  return Number.isInteger(n) && n >= 0 && n <= 10 ? n : 0
}

/** IPv4 as it is; IPv4-mapped IPv6 as IPv4; IPv6 by its /64 (one household or server). */
export function addressKey(raw: string): string {
  const a = raw.trim().replace(/^\[|\]$/g, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(a)
  if (mapped) return mapped[1]!
  const kind = isIP(a)
  if (kind === 4) return a
  if (kind !== 6) return 'invalid'
  const [head = '', tail = ''] = a.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = a.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/**
 * The client's address key for `headers`, or 'unknown' when the request did not come through
 * the request guard (then all such requests share one allowance: never a way around a limit).
 */
export function clientAddress(headers: Headers, hops = trustedProxyHops()): string {
  const peer = headers.get(peerAddressHeader())
  if (!peer) return 'unknown'
  if (hops === 0) return addressKey(peer)
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const chain = [...forwarded, peer]
  return addressKey(chain[Math.max(0, chain.length - 1 - hops)]!)
}
