// A client's photo of her hair is personal data (issue 48, ADR 052): recognised by its bytes,
// never by its name or the type the browser claims; refused when it is not a photo, too large to
// decode safely, or damaged; otherwise decoded once, turned the way the camera meant, made no
// larger than 2,048 px and written anew as a JPEG with nothing of the original but its pixels
// (no EXIF, GPS, camera, time or file name). HEIC and HEIF from iPhones are decoded by libheif
// (heic-decode), because sharp's prebuilt libvips reads only AVIF in that container.
import 'server-only'

import { randomBytes } from 'node:crypto'

import decodeHeic from 'heic-decode'
import sharp, { type Metadata } from 'sharp'

import { MAX_PHOTO_PIXELS } from '@/collections/media/photo-rules'

import { photoRoles, type PhotoRole } from './answers'

/** The largest file read, and the longest side kept (issue 48). */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024
export const CLIENT_PHOTO_SIDE = 2_048

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** Why a photo is refused, naming which one, in words she understands. */
export const clientPhotoMessages = {
  notPhoto: (which: string) =>
    `${which}: this file is not a photo we can read. Please choose a JPEG, PNG, WebP, AVIF or HEIC photo.`,
  tooLarge: (which: string, bytes: number) =>
    `${which} is ${mb(bytes)}: photos can be at most 15 MB. Please choose a smaller one.`,
  tooManyPixels: (which: string, w: number, h: number) =>
    `${which} is ${w.toLocaleString('en-GB')} × ${h.toLocaleString('en-GB')} pixels, more than we can read. Please choose a smaller photo.`,
  damaged: (which: string) =>
    `${which} could not be read: the file looks damaged or incomplete. Please choose it again.`,
  moving: (which: string) => `${which} is a moving picture. Please choose a still photo.`,
} as const

export const photoLabel = (role: PhotoRole) => photoRoles[role]

export type CleanClientPhoto =
  | { ok: true; data: Buffer; width: number; height: number; filename: string }
  | { ok: false; message: string }

/** The formats taken, by the name sharp's header reading gives them. */
const readable = new Set(['jpeg', 'png', 'webp', 'heif'])

/** A HEIF file whose pictures sharp here cannot decode (HEVC: an iPhone's HEIC). */
const isHevc = (meta: Metadata) => meta.format === 'heif' && meta.compression !== 'av1'

/** A random name: nothing of hers (her file's name, the time) is kept in it. */
const randomName = () => `${randomBytes(16).toString('hex')}.jpg`

async function pixelsOf(bytes: Buffer, meta: Metadata, which: string) {
  if (!isHevc(meta))
    return {
      ok: true as const,
      image: sharp(bytes, {
        limitInputPixels: MAX_PHOTO_PIXELS,
        pages: 1,
        failOn: 'truncated',
      }).autoOrient(),
    }
  let images: Awaited<ReturnType<typeof decodeHeic.all>>
  try {
    images = await decodeHeic.all({ buffer: bytes })
  } catch {
    return { ok: false as const, message: clientPhotoMessages.damaged(which) }
  }
  const first = images[0]
  if (!first) return { ok: false as const, message: clientPhotoMessages.damaged(which) }
  // The size before a single pixel is decoded: a bomb is refused here.
  if (first.width * first.height > MAX_PHOTO_PIXELS)
    return {
      ok: false as const,
      message: clientPhotoMessages.tooManyPixels(which, first.width, first.height),
    }
  try {
    // libheif applies the file's own rotation and mirroring as it decodes.
    const { width, height, data } = await first.decode()
    return {
      ok: true as const,
      image: sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
        raw: { width, height, channels: 4 },
      }),
    }
  } catch {
    return { ok: false as const, message: clientPhotoMessages.damaged(which) }
  } finally {
    images.dispose?.()
  }
}

/** Her photo re-encoded without anything but its pixels, or why it is refused. */
export async function cleanClientPhoto(bytes: Buffer, which: string): Promise<CleanClientPhoto> {
  if (bytes.length > MAX_PHOTO_BYTES)
    return { ok: false, message: clientPhotoMessages.tooLarge(which, bytes.length) }
  let meta: Metadata
  try {
    // The header only, nothing decoded yet: without a limit here, so that a photo too large is
    // told its size below rather than called "not a photo".
    meta = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch {
    return { ok: false, message: clientPhotoMessages.notPhoto(which) }
  }
  if (!meta.format || !readable.has(meta.format))
    return { ok: false, message: clientPhotoMessages.notPhoto(which) }
  if ((meta.pages ?? 1) > 1 && meta.format !== 'heif')
    return { ok: false, message: clientPhotoMessages.moving(which) }
  const w = meta.width ?? 0
  const h = meta.pageHeight ?? meta.height ?? 0
  if (!(w >= 1 && h >= 1)) return { ok: false, message: clientPhotoMessages.damaged(which) }
  if (w * h > MAX_PHOTO_PIXELS)
    return { ok: false, message: clientPhotoMessages.tooManyPixels(which, w, h) }
  const pixels = await pixelsOf(bytes, meta, which)
  if (!pixels.ok) return pixels
  try {
    const { data, info } = await pixels.image
      .resize({
        width: CLIENT_PHOTO_SIDE,
        height: CLIENT_PHOTO_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .toColourspace('srgb')
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true })
    return { ok: true, data, width: info.width, height: info.height, filename: randomName() }
  } catch {
    return { ok: false, message: clientPhotoMessages.damaged(which) }
  }
}
