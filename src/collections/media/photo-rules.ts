// What the media library takes and how it stores it (ADR 042): the kinds of picture, the largest
// one decoded, the longest side kept, the stored name, and the words staff read when a file is
// refused. Pure: ./clean-photo.server.ts applies it with sharp.

/** The formats sharp reads here that are accepted, by the name sharp's metadata gives them. */
export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'gif'

/** What each accepted format is stored as: a GIF's one frame becomes a PNG. */
export const storedAs = {
  jpeg: { format: 'jpeg', ext: 'jpg', mime: 'image/jpeg' },
  png: { format: 'png', ext: 'png', mime: 'image/png' },
  webp: { format: 'webp', ext: 'webp', mime: 'image/webp' },
  gif: { format: 'png', ext: 'png', mime: 'image/png' },
} as const satisfies Record<PhotoFormat, { format: 'jpeg' | 'png' | 'webp'; ext: string; mime: string }>

export const isPhotoFormat = (format: unknown): format is PhotoFormat =>
  typeof format === 'string' && Object.hasOwn(storedAs, format)

/**
 * The most pixels decoded for one upload: 40 megapixels, a 45-megapixel camera's photo made a
 * little smaller. Measured here (ADR 042), the worst such upload is made in a few seconds; the
 * 16,383 × 16,383 PNG that held a core for 170 s is six times over and refused from its header.
 */
export const MAX_PHOTO_PIXELS = 40_000_000
const MAX_PHOTO_EXAMPLE = '8,000 × 5,000'

/**
 * The longest side of the stored original. The widest copy a page draws is 1,920 px (ADR 033);
 * the original keeps some room above it for a crop or a focal point, and no more: the eight
 * copies are made from it, and its address is what the public API and a blog post's sharing
 * image give (measured in ADR 042: a 3,840 px original made the copies twice as slow).
 */
export const STORED_LONGEST_SIDE = 2_560

const number = (n: number) => n.toLocaleString('en-GB')

export const photoMessages = {
  notPhoto:
    'This file is not a photo the site can use. Please upload a JPEG, PNG, WebP or GIF picture.',
  moving: 'Moving pictures (animated GIFs or WebPs) cannot be used. Please upload a still photo.',
  damaged:
    'This photo could not be read: the file may be damaged. Please save it again and upload it.',
  noFile: 'Choose a photo to upload.',
  tooBig: (width: number, height: number) =>
    `Photos can be at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels (${MAX_PHOTO_EXAMPLE}); ` +
    `this one is ${number(width)} × ${number(height)}. Please make it smaller and upload it again.`,
}

/** Why a picture of this size (from its header) is refused, or null. */
export function photoSizeProblem(width: number, height: number): string | null {
  if (!(width >= 1 && height >= 1)) return photoMessages.damaged
  return width * height > MAX_PHOTO_PIXELS ? photoMessages.tooBig(width, height) : null
}

// Control characters, invisible ones (zero-width spaces and joiners, direction overrides and
// isolates, the byte-order mark, soft hyphens), private-use and unassigned code points, and the
// line and paragraph separators: none of them may stay in a name a person reads.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}]/gu
// Windows refuses these as file names, whatever the extension.
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i
const MAX_STEM = 80

/**
 * The name an upload is stored under: the last part of what the browser sent (no folders),
 * without invisible characters, letters, digits, "_" and "-" only (anything else, spaces and
 * dots included, becomes one "-"), and the extension of the type the bytes really are, never
 * the one typed. "rtl\u202Egnp.exe" of PNG bytes is "rtlgnp.png", "poly.html" is "poly.png".
 */
export function safeUploadName(given: string, ext: string): string {
  const last = given.split(/[\\/]/).pop() ?? ''
  const visible = last.normalize('NFKC').replace(INVISIBLE, '')
  const dot = visible.lastIndexOf('.')
  let stem = (dot === -1 ? visible : visible.slice(0, dot))
    .replace(/[^\p{L}\p{M}\p{N}_-]+/gu, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
  stem = Array.from(stem).slice(0, MAX_STEM).join('').replace(/-+$/, '')
  if (!stem || !/[\p{L}\p{N}]/u.test(stem)) stem = 'photo'
  if (RESERVED.test(stem)) stem = `${stem}-photo`
  return `${stem}.${ext}`
}
