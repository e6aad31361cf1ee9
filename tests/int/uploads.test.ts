// Photos staff upload are personal data (a client in the chair, her street in the GPS tags): the
// original is re-encoded like the copies, so what is stored and served carries no EXIF, GPS,
// camera, XMP, ICC or comment, and is the right way up; a photo whose header says it is too big
// to decode in a few seconds is refused before it is decoded; and the stored name is safe, its
// extension the real type's (ADR 042). Through the real REST route, as the admin sends it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as cmsGet } from '@/app/(payload)/cms-api/[...slug]/route'
import { cleanStoredMedia } from '@/collections/media/clean-stored.server'
import { mediaDir } from '@/collections/media/config'

import { bootPayload } from './harness'
import { demoEmail, login, rest } from './rest'

let payload: Payload
let cookie: string

beforeAll(async () => {
  payload = await bootPayload()
  cookie = (await login(demoEmail.manager)).cookie!
})

// ---------------------------------------------------------------------------------------------
// Files as a phone or a photo app writes them

/** A TIFF/EXIF block, little-endian: IFD0 (camera, orientation) pointing at a GPS IFD. */
function exifBlock(): Buffer {
  type Entry = { tag: number; type: number; count: number; bytes: Buffer }
  const ascii = (tag: number, s: string): Entry => {
    const bytes = Buffer.from(`${s}\0`, 'latin1')
    return { tag, type: 2, count: bytes.length, bytes }
  }
  const rationals = (tag: number, values: [number, number][]): Entry => {
    const bytes = Buffer.alloc(8 * values.length)
    values.forEach(([n, d], i) => {
      bytes.writeUInt32LE(n, i * 8)
      bytes.writeUInt32LE(d, i * 8 + 4)
    })
    return { tag, type: 5, count: values.length, bytes }
  }
  const short = (tag: number, v: number): Entry => {
    const bytes = Buffer.alloc(2)
    bytes.writeUInt16LE(v)
    return { tag, type: 3, count: 1, bytes }
  }
  const long = (tag: number, v: number): Entry => {
    const bytes = Buffer.alloc(4)
    bytes.writeUInt32LE(v)
    return { tag, type: 4, count: 1, bytes }
  }
  const size = (entries: Entry[]) =>
    2 +
    entries.length * 12 +
    4 +
    entries.reduce((n, e) => n + (e.bytes.length > 4 ? e.bytes.length : 0), 0)
  const ifd = (entries: Entry[], at: number) => {
    const head = Buffer.alloc(2 + entries.length * 12 + 4)
    const data: Buffer[] = []
    let dataAt = at + head.length
    head.writeUInt16LE(entries.length)
    entries.forEach((e, i) => {
      const o = 2 + i * 12
      head.writeUInt16LE(e.tag, o)
      head.writeUInt16LE(e.type, o + 2)
      head.writeUInt32LE(e.count, o + 4)
      if (e.bytes.length <= 4) e.bytes.copy(head, o + 8)
      else {
        head.writeUInt32LE(dataAt, o + 8)
        data.push(e.bytes)
        dataAt += e.bytes.length
      }
    })
    return Buffer.concat([head, ...data])
  }
  const gps: Entry[] = [
    ascii(0x0001, 'N'),
    rationals(0x0002, [
      [51, 1],
      [30, 1],
      [2667, 100],
    ]),
    ascii(0x0003, 'W'),
    rationals(0x0004, [
      [0, 1],
      [7, 1],
      [3996, 100],
    ]),
    // Android phones name the fix's source: "GPS".
    { tag: 0x001b, type: 7, count: 11, bytes: Buffer.from('ASCII\0\0\0GPS', 'latin1') },
  ]
  const ifd0 = (gpsAt: number): Entry[] => [
    ascii(0x010f, 'Google'),
    ascii(0x0110, 'Pixel 9 Pro'),
    short(0x0112, 6), // stored on its side: "rotate 90° clockwise to view"
    long(0x8825, gpsAt),
  ]
  const gpsAt = 8 + size(ifd0(0))
  const header = Buffer.from([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0])
  return Buffer.concat([header, ifd(ifd0(gpsAt), 8), ifd(gps, gpsAt)])
}

/** A JPEG segment (APP1, COM…) with its length. */
const segment = (marker: number, body: Buffer) => {
  const head = Buffer.from([0xff, marker, 0, 0])
  head.writeUInt16BE(body.length + 2, 2)
  return Buffer.concat([head, body])
}

const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Jane Client</dc:creator>' +
  '</rdf:Description></rdf:RDF></x:xmpmeta>'

/** 300 × 200 as stored, 200 × 300 as seen: EXIF with GPS, XMP, a P3 profile and a comment. */
async function phoneJpeg(): Promise<Buffer> {
  const plain = await sharp({
    create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 150, b: 120 } },
  })
    .withXmp(XMP)
    .withIccProfile('p3')
    .jpeg()
    .toBuffer()
  const exif = segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), exifBlock()]))
  const comment = segment(0xfe, Buffer.from('Taken at 12 Acacia Avenue', 'latin1'))
  return Buffer.concat([plain.subarray(0, 2), exif, comment, plain.subarray(2)])
}

/** A PNG chunk with its length and CRC. */
function pngChunk(type: string, body: Buffer): Buffer {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(body.length)
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), body])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typed))
  return Buffer.concat([len, typed, crc])
}

function crc32(buf: Buffer): number {
  let c = ~0
  for (const byte of buf) {
    c ^= byte
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1))
  }
  return ~c >>> 0
}

/** A PNG with EXIF (eXIf), XMP and a text chunk naming a place, after the header chunk. */
async function annotatedPng(): Promise<Buffer> {
  const plain = await sharp({
    create: {
      width: 240,
      height: 160,
      channels: 4,
      background: { r: 20, g: 90, b: 60, alpha: 0.8 },
    },
  })
    .png()
    .toBuffer()
  const ihdrEnd = 8 + 8 + 13 + 4
  const chunks = [
    pngChunk('eXIf', exifBlock()),
    pngChunk('tEXt', Buffer.from('Location\0Taken at 12 Acacia Avenue', 'latin1')),
    pngChunk('iTXt', Buffer.from(`XML:com.adobe.xmp\0\0\0\0\0${XMP}`, 'utf8')),
  ]
  return Buffer.concat([plain.subarray(0, ihdrEnd), ...chunks, plain.subarray(ihdrEnd)])
}

/** A WebP with EXIF and XMP, as sharp writes them for a photo app. */
const annotatedWebp = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: '#a86' } })
    .withExif({
      IFD0: { Make: 'Google', Model: 'Pixel 9 Pro', Copyright: 'Taken at 12 Acacia Avenue' },
    })
    .withXmp(XMP)
    .webp()
    .toBuffer()

/** A PNG of one colour, 16 bits per channel: small on disk, huge once decoded. */
const flatPng16 = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 20, b: 30 } } })
    .toColourspace('rgb16')
    .png({ compressionLevel: 9 })
    .toBuffer()

// ---------------------------------------------------------------------------------------------

async function upload(name: string, data: Buffer, type: string) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(data)], { type }), name)
  // The alt text without the name's control characters: PostgreSQL refuses a NUL in any text
  // (a 500 for every collection, reported apart); the file name is what is tested here.
  const alt = `A test upload called ${name.replace(/\p{Cc}/gu, '')}`
  form.append('_payload', JSON.stringify({ alt }))
  return rest('POST', '/cms-api/media', { cookie, form })
}

async function uploaded(name: string, data: Buffer, type: string) {
  const res = await upload(name, data, type)
  expect(res.status, res.text).toBe(201)
  return res.json.doc as {
    id: number
    filename: string
    mimeType: string
    width: number
    height: number
    sizes: Record<string, { filename: string | null }>
  }
}

/** The bytes a browser gets for a file at /cms-api/media/file/<name>. */
async function served(name: string): Promise<Buffer> {
  const url = `http://localhost/cms-api/media/file/${encodeURIComponent(name)}`
  const res = await cmsGet(new Request(url, { headers: { 'sec-fetch-site': 'same-origin' } }), {
    params: Promise.resolve({ slug: ['media', 'file', name] }),
  })
  expect(res.status, name).toBe(200)
  return Buffer.from(await res.arrayBuffer())
}

const stored = (name: string) => readFileSync(path.join(mediaDir(), name))

/** What a file must not carry: metadata sharp sees, and the words anywhere in its bytes. */
async function expectClean(bytes: Buffer, label: string) {
  const meta = await sharp(bytes).metadata()
  expect(
    { exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, icc: meta.icc, comments: meta.comments },
    label,
  ).toEqual({
    exif: undefined,
    xmp: undefined,
    iptc: undefined,
    icc: undefined,
    comments: undefined,
  })
  expect([1, undefined], `${label}: orientation`).toContain(meta.orientation)
  const text = bytes.toString('latin1')
  for (const word of ['Exif', 'GPS', 'Pixel 9', 'Google', 'Acacia', 'Jane Client', 'xmpmeta'])
    expect(text.includes(word), `${label} contains "${word}"`).toBe(false)
}

async function expectAllClean(doc: Awaited<ReturnType<typeof uploaded>>) {
  const names = [doc.filename, ...Object.values(doc.sizes).map((s) => s.filename)]
  for (const name of names.filter((n): n is string => Boolean(n))) {
    await expectClean(stored(name), `stored ${name}`)
    await expectClean(await served(name), `served ${name}`)
  }
}

describe('an uploaded photo keeps no metadata', () => {
  it('a phone JPEG: no EXIF, GPS, camera, XMP, profile or comment, stored or served, and upright', async () => {
    const photo = await phoneJpeg()
    // The test file is what a phone writes: sharp reads its EXIF, orientation and profile.
    const before = await sharp(photo).metadata()
    expect([
      before.orientation,
      Boolean(before.exif),
      Boolean(before.xmp),
      Boolean(before.icc),
    ]).toEqual([6, true, true, true])
    expect(photo.toString('latin1')).toContain('GPS')

    const doc = await uploaded('IMG_2041.jpg', photo, 'image/jpeg')
    expect(doc.filename).toBe('IMG_2041.jpg')
    expect(doc.mimeType).toBe('image/jpeg')
    // Turned the way the phone meant, so nothing needs the orientation tag.
    expect([doc.width, doc.height]).toEqual([200, 300])
    const meta = await sharp(stored(doc.filename)).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 200, 300])
    await expectAllClean(doc)
  })

  it('a PNG with EXIF, XMP and a text chunk, and a WebP with EXIF and XMP', async () => {
    const png = await annotatedPng()
    expect(Boolean((await sharp(png).metadata()).exif)).toBe(true)
    const pngDoc = await uploaded('salon-window.png', png, 'image/png')
    // Its EXIF says "turn 90°" (browsers honour it in a PNG too): stored turned, tag gone.
    expect([pngDoc.mimeType, pngDoc.width, pngDoc.height]).toEqual(['image/png', 160, 240])
    // Transparency is kept: a logo on a clear background stays one.
    expect((await sharp(stored(pngDoc.filename)).metadata()).hasAlpha).toBe(true)
    await expectAllClean(pngDoc)

    const webp = await annotatedWebp()
    expect(Boolean((await sharp(webp).metadata()).exif)).toBe(true)
    const webpDoc = await uploaded('balayage.webp', webp, 'image/webp')
    expect(webpDoc.mimeType).toBe('image/webp')
    await expectAllClean(webpDoc)
  })

  it('replacing an image’s file cleans the new one too', async () => {
    const first = await uploaded('replace-me.png', await annotatedPng(), 'image/png')
    const form = new FormData()
    const photo = await phoneJpeg()
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'new-shot.jpg')
    form.append('_payload', JSON.stringify({ alt: 'The replaced picture' }))
    const res = await rest('PATCH', `/cms-api/media/${first.id}`, { cookie, form })
    expect(res.status, res.text).toBe(200)
    const doc = res.json.doc as Awaited<ReturnType<typeof uploaded>>
    expect([doc.filename, doc.width, doc.height]).toEqual(['new-shot.jpg', 200, 300])
    await expectAllClean(doc)
  })

  it('an image is not made from an address instead of a file', async () => {
    const seeded = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs[0]!
    const before = (await payload.count({ collection: 'media' })).totalDocs
    const res = await rest('POST', '/cms-api/media', {
      cookie,
      body: {
        alt: 'Copied',
        filename: seeded.filename,
        url: `/cms-api/media/file/${seeded.filename}`,
      },
    })
    expect(res.status, res.text).toBe(400)
    expect(res.json.errors[0].message).toBe('Choose a photo to upload.')
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(before)
  })

  it('the seeded originals carry no EXIF, XMP or profile either', async () => {
    const { docs } = await payload.find({ collection: 'media', limit: 0, depth: 0 })
    expect(docs.length).toBeGreaterThan(40)
    for (const doc of docs) {
      const file = path.join(mediaDir(), doc.filename!)
      if (existsSync(file)) await expectClean(readFileSync(file), doc.filename!)
    }
  })
})

describe('a photo too big to decode quickly', () => {
  it('a 16,383 × 16,383 16-bit PNG (2 MB) is refused from its header, at once, in salon words', async () => {
    const png = await flatPng16(16_383, 16_383)
    expect(png.length).toBeLessThan(3 * 1024 * 1024)
    const before = (await payload.count({ collection: 'media' })).totalDocs
    const started = performance.now()
    const res = await upload('huge.png', png, 'image/png')
    const took = performance.now() - started
    expect(res.status, res.text).toBe(400)
    expect(res.json.errors[0].message).toBe(
      'Photos can be at most 40 megapixels (8,000 × 5,000); this one is 16,383 × 16,383. Please make it smaller and upload it again.',
    )
    expect(took).toBeLessThan(2_000)
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(before)
    expect(existsSync(path.join(mediaDir(), 'huge.png'))).toBe(false)
  })

  it('one pixel over the limit is refused; the largest accepted is made in a few seconds', async () => {
    const over = await upload('one-over.png', await flatPng16(8_001, 5_000), 'image/png')
    expect(over.status, over.text).toBe(400)
    expect(over.json.errors[0].message).toMatch(/^Photos can be at most 40 megapixels/)

    const started = performance.now()
    const doc = await uploaded('largest.png', await flatPng16(8_000, 5_000), 'image/png')
    const took = performance.now() - started
    console.log(`largest accepted photo (8,000 × 5,000, 16-bit PNG): ${Math.round(took)} ms`)
    expect(took).toBeLessThan(15_000)
    expect(doc.filename).toBe('largest.png')
  })
})

describe('the stored name', () => {
  const pngBytes = () =>
    sharp({ create: { width: 64, height: 64, channels: 3, background: '#963' } })
      .png()
      .toBuffer()
  const jpegBytes = () =>
    sharp({ create: { width: 64, height: 64, channels: 3, background: '#369' } })
      .jpeg()
      .toBuffer()

  it.each([
    // The direction override shows "rtl\u202Egnp.exe" as "rtlexe.png".
    ['rtl\u202Egnp.exe', 'png', 'rtlgnp.png'],
    ['poly.html', 'png', 'poly.png'],
    ['portrait.png', 'jpeg', 'portrait.jpg'],
    ['../../etc/cron.d/salon.jpg', 'jpeg', 'salon.jpg'],
    ['C:\\Users\\Front desk\\Desktop\\window.ini.png', 'png', 'window-ini.png'],
    ['sa\u200Blon\u200D  ph\u0000oto\u0007.jpg', 'jpeg', 'salon-photo.jpg'],
    ['\u202E\u2066.png', 'png', 'photo.png'],
  ])('%j sent as %s bytes is stored as %j', async (given, kind, expected) => {
    const bytes = kind === 'png' ? await pngBytes() : await jpegBytes()
    const doc = await uploaded(given, bytes, kind === 'png' ? 'image/png' : 'image/jpeg')
    expect(doc.filename).toBe(expected)
    expect(doc.mimeType).toBe(`image/${kind}`)
    expect(existsSync(path.join(mediaDir(), expected))).toBe(true)
  })

  it.each([
    [
      'page.png',
      Buffer.from('<!doctype html><script>alert(document.cookie)</script>'),
      'image/png',
    ],
    [
      'logo.svg',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      ),
      'image/svg+xml',
    ],
    ['notes.png', Buffer.from('just some words'), 'image/png'],
  ])('%j that is not a photo is refused in salon words', async (name, bytes, type) => {
    const before = (await payload.count({ collection: 'media' })).totalDocs
    const res = await upload(name, bytes, type)
    expect(res.status, res.text).toBe(400)
    expect(res.json.errors[0].message).toBe(
      'This file is not a photo the site can use. Please upload a JPEG, PNG, WebP or GIF picture.',
    )
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(before)
  })
})

describe('images uploaded before uploads were cleaned (npm run media:clean)', () => {
  it('an original still carrying EXIF and GPS is made again, under the same id; then nothing is left to do', async () => {
    const doc = await uploaded('before-the-change.jpg', await phoneJpeg(), 'image/jpeg')
    // As it was stored before: the phone's file, byte for byte.
    writeFileSync(path.join(mediaDir(), doc.filename), await phoneJpeg())
    expect(stored(doc.filename).toString('latin1')).toContain('GPS')

    const report = await cleanStoredMedia(payload)
    expect(report.refused).toEqual([])
    expect(report.missing).toEqual([])
    expect(report.cleaned).toEqual([
      {
        id: doc.id,
        from: 'before-the-change.jpg',
        to: expect.stringMatching(/^before-the-change(-\d+)?\.jpg$/),
      },
    ])
    const again = (await payload.findByID({
      collection: 'media',
      id: doc.id,
      depth: 0,
    })) as Awaited<ReturnType<typeof uploaded>>
    expect(again.filename).toBe(report.cleaned[0]!.to)
    expect([again.width, again.height]).toEqual([200, 300])
    await expectAllClean(again)
    if (again.filename !== doc.filename)
      expect(existsSync(path.join(mediaDir(), doc.filename)), 'the old file').toBe(false)

    expect((await cleanStoredMedia(payload)).cleaned).toEqual([])
  })
})
