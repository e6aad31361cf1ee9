import { APIError } from 'payload'
import { describe, expect, it } from 'vitest'

import { keepValidationDetails } from './validation-details'

type Args = Parameters<typeof keepValidationDetails>[0]
const run = (error: unknown, result: unknown) =>
  keepValidationDetails({ error, result } as unknown as Args)

// What the production build's error looks like: the class name minified away.
const minified = (err: Error) => Object.assign(err, { name: '' })
const UNKNOWN = { errors: [{ message: 'An unknown error occurred.' }] }

describe('keepValidationDetails', () => {
  it("answers a public 4xx error with its own words when the build lost the error's name", () => {
    const err = minified(new APIError('The home page cannot be deleted.', 400, null, true))
    expect(run(err, UNKNOWN)).toEqual({
      response: { errors: [{ name: 'APIError', message: 'The home page cannot be deleted.' }] },
    })
  })

  it('keeps a sign-in throttle (429) readable too', () => {
    const err = minified(
      new APIError('Too many attempts. Try again in 5 minutes.', 429, null, true),
    )
    expect(run(err, UNKNOWN)).toMatchObject({
      response: { errors: [{ message: 'Too many attempts. Try again in 5 minutes.' }] },
    })
  })

  it('changes nothing when Payload already gave the message', () => {
    const err = new APIError('The home page cannot be deleted.', 400, null, true)
    expect(run(err, { errors: [{ message: 'The home page cannot be deleted.' }] })).toBeUndefined()
  })

  it('never reveals a private error or a server error', () => {
    const secret = minified(new APIError('SQLITE_BUSY at /var/db', 400, null, false))
    expect(run(secret, UNKNOWN)).toBeUndefined()
    const crash = minified(new APIError('connection refused', 500, null, true))
    expect(run(crash, UNKNOWN)).toBeUndefined()
    expect(run(minified(new Error('boom')), UNKNOWN)).toBeUndefined()
  })

  it("puts a validation error's field messages back", () => {
    const err = minified(
      new APIError('The following field is invalid: Booking Url', 400, {
        errors: [{ path: 'bookingUrl', message: 'Use a full address starting with https://' }],
      }),
    )
    expect(
      run(err, { errors: [{ message: 'The following field is invalid: Booking Url' }] }),
    ).toMatchObject({
      response: {
        errors: [
          {
            name: 'ValidationError',
            data: {
              errors: [
                { path: 'bookingUrl', message: 'Use a full address starting with https://' },
              ],
            },
          },
        ],
      },
    })
  })
})
