// Every upload to the media library is made anew before Payload stores it (ADR 042): its header
// is read first and a picture too big to decode quickly is refused there; then it is decoded
// once, turned the way its camera meant, brought to sRGB, made no larger than the stored size and
// encoded again with nothing of the original file but its pixels: no EXIF (GPS position, camera,
// time), XMP, IPTC, ICC profile, comments or bytes after the picture. The copies the pages draw
// (ADR 033) are then made from this clean original, on the disk or in S3 alike.
import 'server-only'

import { readFile } from 'node:fs/promises'

import { APIError, type CollectionBeforeOperationHook } from 'payload'
import sharp, { type Metadata } from 'sharp'

import {
  isPhotoFormat,
  MAX_PHOTO_PIXELS,
  photoMessages,
  photoSizeProblem,
  safeUploadName,
  STORED_LONGEST_SIDE,
  storedAs,
} from './photo-rules'

export type CleanPhoto =
  | { ok: true; data: Buffer; ext: string; mime: string; width: number; height: number }
  | { ok: false; message: string }

/** The picture in `bytes` re-encoded without its metadata, or why it is refused. */
export async function cleanPhoto(bytes: Buffer): Promise<CleanPhoto> {
  let meta: Metadata
  try {
    // The header only: nothing is decoded yet.
    meta = await sharp(bytes).metadata()
  } catch {
    return { ok: false, message: photoMessages.notPhoto }
  }
  if (!isPhotoFormat(meta.format)) return { ok: false, message: photoMessages.notPhoto }
  if ((meta.pages ?? 1) > 1) return { ok: false, message: photoMessages.moving }
  const tooBig = photoSizeProblem(meta.width ?? 0, meta.pageHeight ?? meta.height ?? 0)
  if (tooBig) return { ok: false, message: tooBig }

  const out = storedAs[meta.format]
  try {
    // The limit again, for sharp itself: no header can make it decode more than this.
    let image = sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, pages: 1 })
      .autoOrient()
      .resize({
        width: STORED_LONGEST_SIDE,
        height: STORED_LONGEST_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      // 8 bits per channel, sRGB (a 16-bit PNG or a CMYK JPEG included), no profile kept.
      .toColourspace('srgb')
    image =
      out.format === 'jpeg'
        ? image.jpeg({ quality: 90 })
        : out.format === 'png'
          ? image.png({ compressionLevel: 6 })
          : image.webp({ quality: 90, effort: 2 })
    const { data, info } = await image.toBuffer({ resolveWithObject: true })
    return { ok: true, data, ext: out.ext, mime: out.mime, width: info.width, height: info.height }
  } catch {
    return { ok: false, message: photoMessages.damaged }
  }
}

type UploadArgs = { duplicateFromID?: unknown }

/**
 * beforeOperation (create, update) of the media collection: the uploaded file is replaced by its
 * clean copy, under a safe name with its real type's extension, before Payload looks at it. An
 * image is only ever made from an uploaded file (or duplicated from a stored, clean one): a
 * create that names an address instead (`url` and `filename`), which Payload would fetch and
 * store as it came, is refused.
 */
export const cleanUploadedPhoto: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file) {
    const duplicating = (args as UploadArgs).duplicateFromID != null
    if (operation === 'create' && !duplicating)
      throw new APIError(photoMessages.noFile, 400, null, true)
    return args
  }
  const bytes =
    file.data?.length || !file.tempFilePath ? file.data : await readFile(file.tempFilePath)
  const clean = await cleanPhoto(bytes ?? Buffer.alloc(0))
  if (!clean.ok) throw new APIError(clean.message, 400, null, true)
  req.file = {
    data: clean.data,
    mimetype: clean.mime,
    name: safeUploadName(file.name ?? '', clean.ext),
    size: clean.data.length,
  }
  return args
}
