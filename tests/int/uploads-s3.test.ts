// The same cleaning when uploads live in S3 (ADR 017, ADR 042): the object in the bucket and the
// file the site serves from it carry no EXIF or GPS, and the name is the safe one. The bucket is
// a real S3-compatible server on loopback (s3rver), started before the app reads its settings.
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

const s3 = await vi.hoisted(async () => {
  const { mkdtempSync: tmp } = await import('node:fs')
  const { tmpdir: dir } = await import('node:os')
  const { join } = await import('node:path')
  const { startS3 } = await import('../../scripts/lib/s3.mjs')
  const server = await startS3({ dir: join(tmp(join(dir(), 'salon-s3-')), 'bucket') })
  Object.assign(process.env, server.env)
  return server
})

import { GET as cmsGet } from '@/app/(payload)/cms-api/[...slug]/route'

import { bootPayload } from './harness'
import { demoEmail, login, rest } from './rest'

let cookie: string

beforeAll(async () => {
  await bootPayload()
  cookie = (await login(demoEmail.manager)).cookie!
})

afterAll(async () => {
  await s3.stop()
  rmSync(path.dirname(s3.dir), { recursive: true, force: true })
})

/** Every file under the bucket's folder whose name contains `part`. */
function objectsNamed(part: string, dir = s3.dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return objectsNamed(part, full)
    return full.includes(part) && name.endsWith('_S3rver_object') ? [full] : []
  })
}

describe('uploads in S3', () => {
  it('a JPEG with EXIF is stored in the bucket and served without it, under a safe name', async () => {
    const photo = await sharp({
      create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 150, b: 120 } },
    })
      .withExif({ IFD0: { Make: 'Google', Model: 'Pixel 9 Pro', Copyright: 'Acacia Avenue' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer()
    expect(Boolean((await sharp(photo).metadata()).exif)).toBe(true)

    const form = new FormData()
    form.append(
      'file',
      new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }),
      'in\u202Ebucket.png',
    )
    form.append('_payload', JSON.stringify({ alt: 'A photo kept in S3' }))
    const res = await rest('POST', '/cms-api/media', { cookie, form })
    expect(res.status, res.text).toBe(201)
    const doc = res.json.doc as { filename: string; width: number; height: number }
    expect([doc.filename, doc.width, doc.height]).toEqual(['inbucket.jpg', 200, 300])

    const url = `http://localhost/cms-api/media/file/${doc.filename}`
    const served = await cmsGet(
      new Request(url, { headers: { 'sec-fetch-site': 'same-origin' } }),
      {
        params: Promise.resolve({ slug: ['media', 'file', doc.filename] }),
      },
    )
    expect(served.status).toBe(200)
    const bytes = Buffer.from(await served.arrayBuffer())
    const objects = objectsNamed('inbucket')
    expect(objects.length).toBeGreaterThan(1) // the original and its copies
    for (const [label, data] of [
      ['served', bytes],
      ...objects.map((f) => [f, readFileSync(f)] as const),
    ] as const) {
      const meta = await sharp(data).metadata()
      expect([meta.exif, meta.orientation], label).toEqual([undefined, undefined])
      for (const word of ['Exif', 'Pixel 9', 'Acacia'])
        expect(data.toString('latin1').includes(word), `${label}: ${word}`).toBe(false)
    }
  })
})
