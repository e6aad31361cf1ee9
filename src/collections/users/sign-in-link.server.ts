// A sign-in link by e-mail for a paused account (ADR 043). Ten failed sign-ins from anywhere pause
// an account; while it is paused a password alone never signs in, whoever types it, and the answer
// is the same as for a wrong password. Her right password sends her this link instead: a second
// factor she already has (her mailbox), which someone who only knows or guesses the password has
// not. The link opens /admin/sign-in-link/<token>, whose button posts the token here.
import 'server-only'

import { createHash, randomBytes } from 'node:crypto'

import { getFieldsToSign, jwtSign, type Endpoint, type Payload, type PayloadRequest } from 'payload'
import { addSessionToUser, generatePayloadCookie } from 'payload/shared'

import { env } from '@/env.server'
import { escapeHtml } from '@/lib/html'
import { UK_TIME_ZONE } from '@/quote/uk-date'
import { clientAddress } from '@/security/client-address'
import { LOCK_MINUTES, MAX_LOGIN_ATTEMPTS, SIGN_IN_LINK_MINUTES } from '@/security/login'
import { consume, isBlocked, tooManyResponse } from '@/security/rate-limits.server'
import { sendStaffEmail } from '@/security/staff-mail.server'

import { brandOf } from './reset-email'

export const SIGN_IN_LINK_PATH = '/admin/sign-in-link/'
export const LINK_REFUSED =
  'This sign-in link has run out or has already been used. Sign in again with your e-mail address and password to get a new one.'

const KEY_PREFIX = 'sign-in-link:'
// Only the token's hash is stored: a copy of the store opens no account.
const keyOf = (token: string) => KEY_PREFIX + createHash('sha256').update(token).digest('hex')
const TOKEN = /^[A-Za-z0-9_-]{43}$/

type Stored = { user: number; expires: string }
type Account = { id: number; email?: unknown; name?: unknown }

export const signInLink = (token: string) =>
  `${env.SITE_URL.replace(/\/$/, '')}${SIGN_IN_LINK_PATH}${token}`

const when = (at: Date) =>
  at.toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: UK_TIME_ZONE })

/**
 * E-mails a paused account's owner a one-time link to sign in, at most a few per pause. Called
 * after her right password was typed, once the answer is on its way (the caller does not wait):
 * nothing about it may change the answer or its timing.
 */
export async function sendSignInLink(payload: Payload, account: Account, address: string) {
  if (typeof account.email !== 'string' || !account.email) return
  const allowed = await consume(payload, 'signInLink', String(account.id))
  if (!allowed.ok) return
  await forgetExpiredLinks(payload)
  const token = randomBytes(32).toString('base64url')
  const now = new Date()
  const expires = new Date(now.getTime() + SIGN_IN_LINK_MINUTES * 60_000)
  await payload.kv.set(keyOf(token), { user: account.id, expires: expires.toISOString() })
  const link = signInLink(token)
  const brand = await brandOf(payload)
  const name = typeof account.name === 'string' && account.name ? ` ${account.name}` : ''
  const lines = [
    `Hello${name},`,
    `Your password for the ${brand} admin was typed at ${when(now)} (from the connection ${address}), while your account was paused after ${MAX_LOGIN_ATTEMPTS} failed sign-in attempts. While it is paused, for ${LOCK_MINUTES} minutes after the last of them, a password alone does not sign anyone in.`,
    `If it was you, sign in with this link within ${SIGN_IN_LINK_MINUTES} minutes (it works once):`,
    link,
    'If it was not you, someone knows your password: sign in with the link and change it, or ask an owner to.',
  ]
  await sendStaffEmail(payload, {
    to: account.email,
    fromName: brand,
    subject: `Your link to sign in to the ${brand} admin`,
    text: lines.join('\n\n'),
    html: lines
      .map((l) =>
        l === link
          ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
          : `<p>${escapeHtml(l)}</p>`,
      )
      .join('\n'),
  })
}

async function forgetExpiredLinks(payload: Payload) {
  const now = Date.now()
  for (const key of await payload.kv.keys()) {
    if (!key.startsWith(KEY_PREFIX)) continue
    const stored = await payload.kv.get<Stored>(key)
    if (!stored || !(new Date(stored.expires).getTime() > now)) await payload.kv.delete(key)
  }
}

/** The account a link signs in, once: the token is forgotten as it is used. */
export async function redeemSignInLink(payload: Payload, token: unknown): Promise<number | null> {
  if (typeof token !== 'string' || !TOKEN.test(token)) return null
  const key = keyOf(token)
  const stored = await payload.kv.get<Stored>(key)
  if (!stored) return null
  await payload.kv.delete(key)
  return new Date(stored.expires).getTime() > Date.now() && Number.isInteger(stored.user)
    ? stored.user
    : null
}

const refused = (message: string, status: number) =>
  Response.json(
    { message, errors: [{ message }] },
    { status, headers: { 'cache-control': 'no-store' } },
  )

/** A session for `userId`, as Payload's own sign-in makes one (payload/dist/auth/operations/login.js). */
async function startSession(req: PayloadRequest, userId: number) {
  const { payload } = req
  const collectionConfig = payload.collections.users.config
  const user = await payload.db.findOne<Record<string, unknown> & { id: number; email: string }>({
    collection: 'users',
    where: { id: { equals: userId } },
    req,
  })
  if (!user) return null
  const { sid } = await addSessionToUser({ collectionConfig, payload, req, user: user as never })
  const fieldsToSign = getFieldsToSign({
    collectionConfig,
    email: user.email,
    sid,
    user: { ...user, collection: 'users' } as never,
  })
  const { token } = await jwtSign({
    fieldsToSign,
    secret: payload.secret,
    tokenExpiration: collectionConfig.auth.tokenExpiration,
  })
  return generatePayloadCookie({
    collectionAuthConfig: collectionConfig.auth,
    cookiePrefix: payload.config.cookiePrefix,
    token,
  })
}

/**
 * POST /cms-api/users/sign-in-link `{ "token": "…" }` — signs in the account the link was sent
 * to (200 with the session cookie), or 400 for a link that has run out, been used or never
 * existed, which counts against the connection like a failed sign-in.
 */
export const signInLinkEndpoint: Endpoint = {
  path: '/sign-in-link',
  method: 'post',
  handler: async (req) => {
    const address = clientAddress(req.headers)
    const paused = await isBlocked(req.payload, 'loginAnyAccount', address)
    if (!paused.ok) return tooManyResponse(paused)
    const body = (await req.json?.().catch(() => null)) as { token?: unknown } | null
    const userId = await redeemSignInLink(req.payload, body?.token)
    const cookie = userId === null ? null : await startSession(req, userId)
    if (!cookie) {
      await consume(req.payload, 'loginAnyAccount', address)
      return refused(LINK_REFUSED, 400)
    }
    return Response.json(
      { message: 'Signed in.' },
      { status: 200, headers: { 'set-cookie': cookie, 'cache-control': 'no-store' } },
    )
  },
}
