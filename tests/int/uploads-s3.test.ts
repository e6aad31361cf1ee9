// The same cleaning when uploads live in S3 (ADR 017, ADR 042): the object in the bucket and the
// file the site serves from it carry no EXIF or GPS, and the name is the safe one. The bucket is
// a real S3-compatible server on loopback (s3rver), started before the app reads its settings.
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'

import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
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
import { cleanStoredMedia } from '@/collections/media/clean-stored.server'

import { bootPayload } from './harness'
import { demoEmail, login, rest } from './rest'

let cookie: string
let payload: Payload

beforeAll(async () => {
  payload = await bootPayload()
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

const phonePhoto = () =>
  sharp({
    create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 150, b: 120 } },
  })
    .withExif({ IFD0: { Make: 'Google', Model: 'Pixel 9 Pro', Copyright: 'Acacia Avenue' } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer()

async function served(filename: string) {
  const url = `http://localhost/cms-api/media/file/${filename}`
  const res = await cmsGet(new Request(url, { headers: { 'sec-fetch-site': 'same-origin' } }), {
    params: Promise.resolve({ slug: ['media', 'file', filename] }),
  })
  expect(res.status).toBe(200)
  return Buffer.from(await res.arrayBuffer())
}

describe('uploads in S3', () => {
  it('a JPEG with EXIF is stored in the bucket and served without it, under a safe name', async () => {
    const photo = await phonePhoto()
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

  it('an original put in the bucket before uploads were cleaned is made again (media:clean)', async () => {
    const form = new FormData()
    form.append(
      'file',
      new Blob([new Uint8Array(await phonePhoto())], { type: 'image/jpeg' }),
      'old.jpg',
    )
    form.append('_payload', JSON.stringify({ alt: 'An old photo' }))
    const res = await rest('POST', '/cms-api/media', { cookie, form })
    expect(res.status, res.text).toBe(201)
    const doc = res.json.doc as { id: number; filename: string }
    // As it was stored before: the phone's file, put straight into the bucket.
    const client = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    })
    await client.send(
      new PutObjectCommand({
        Bucket: s3.bucket,
        Key: doc.filename,
        Body: await phonePhoto(),
        ContentType: 'image/jpeg',
      }),
    )
    expect((await served(doc.filename)).toString('latin1')).toContain('Pixel 9')

    const report = await cleanStoredMedia(payload)
    expect(report.cleaned.map((c) => c.id)).toEqual([doc.id])
    const again = await payload.findByID({ collection: 'media', id: doc.id, depth: 0 })
    const bytes = await served(again.filename!)
    expect((await sharp(bytes).metadata()).exif).toBeUndefined()
    expect(bytes.toString('latin1').includes('Pixel 9')).toBe(false)
  })
})
