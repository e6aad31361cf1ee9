// Signing in to the admin: the session cookie's flags and the lockout after repeated failures,
// through the real login endpoint.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { LOCK_MINUTES, MAX_LOGIN_ATTEMPTS } from '@/security/login'

import { bootPayload } from './harness'
import { demoEmail, login, rest } from './rest'

let payload: Payload
beforeAll(async () => {
  payload = await bootPayload()
})

describe('session cookie', () => {
  it('is HTTP-only and SameSite=Lax, and Secure only in production', async () => {
    const res = await login(demoEmail.manager)
    expect(res.status).toBe(200)
    // Attribute names count, not values: Payload writes "HttpOnly=true", which browsers read as HttpOnly.
    const attributes = new Map(
      res
        .setCookie!.split(';')
        .slice(1)
        .map((p) => {
          const [name, value = ''] = p.trim().split('=')
          return [name!.toLowerCase(), value.toLowerCase()] as const
        }),
    )
    expect(attributes.has('httponly')).toBe(true)
    expect(attributes.get('samesite')).toBe('lax')
    expect(attributes.get('path')).toBe('/')
    // Tests run with NODE_ENV=test; the production build's Secure flag is checked in the browser tests.
    expect(attributes.has('secure')).toBe(false)
    // The cookie alone is a session: the API knows who it belongs to.
    const me = await rest('GET', '/cms-api/users/me', { cookie: res.cookie })
    expect(me.json.user.email).toBe(demoEmail.manager)
  })
})

describe('lockout', () => {
  it(`locks an account after ${MAX_LOGIN_ATTEMPTS} wrong passwords; the right one is then refused with a clear message`, async () => {
    const email = demoEmail['front-desk']
    for (let i = 0; i < MAX_LOGIN_ATTEMPTS; i++) {
      const wrong = await login(email, `wrong-password-${i}`)
      expect(wrong.status).toBe(401)
      expect(wrong.cookie).toBeUndefined()
    }
    const right = await login(email)
    expect(right.status).toBe(401)
    expect(right.cookie).toBeUndefined()
    expect(right.json.errors[0].message).toBe(
      `This account is locked after ${MAX_LOGIN_ATTEMPTS} failed sign-in attempts. Try again in ${LOCK_MINUTES} minutes, or ask an owner to unlock it.`,
    )
    const [user] = (
      await payload.find({
        collection: 'users',
        where: { email: { equals: email } },
        showHiddenFields: true,
      })
    ).docs
    const lockedFor = new Date(user!.lockUntil!).getTime() - Date.now()
    expect(lockedFor).toBeGreaterThan((LOCK_MINUTES - 1) * 60_000)
    expect(lockedFor).toBeLessThanOrEqual(LOCK_MINUTES * 60_000)

    // Other accounts are unaffected.
    expect((await login(demoEmail.manager)).status).toBe(200)
    expect((await login(demoEmail.owner)).status).toBe(200)

    // A manager cannot lift the lock; an owner can, and the right password works again.
    const manager = await login(demoEmail.manager)
    expect(
      (await rest('POST', '/cms-api/users/unlock', { cookie: manager.cookie, body: { email } }))
        .status,
    ).toBe(403)
    expect((await login(email)).status).toBe(401)
    const owner = await login(demoEmail.owner)
    expect(
      (await rest('POST', '/cms-api/users/unlock', { cookie: owner.cookie, body: { email } }))
        .status,
    ).toBe(200)
    expect((await login(email)).status).toBe(200)
  })

  it('counts failures per account, and a success resets the count', async () => {
    const email = demoEmail.manager
    for (let i = 0; i < MAX_LOGIN_ATTEMPTS - 1; i++)
      expect((await login(email, 'nope-nope')).status).toBe(401)
    expect((await login(email)).status).toBe(200)
    for (let i = 0; i < MAX_LOGIN_ATTEMPTS - 1; i++)
      expect((await login(email, 'nope-nope')).status).toBe(401)
    expect((await login(email)).status).toBe(200)
  })
})
