// The Open Graph card (1200 × 630) shared by the site default and the offer pages, drawn with
// sharp (ADR 042): its shapes as SVG, its words by Pango with the Noto fonts from npm, which
// shape and order any script (Arabic right to left, joined), draw colour emoji and break a word
// too long for its line. Satori (next/og), used before, drew non-Latin text as empty boxes,
// fetched emoji from a CDN and let long words run off the edge.
import 'server-only'

import sharp, { type OverlayOptions } from 'sharp'

import { CARD_FAMILIES, cardFonts, type CardFonts } from './fonts.server'
import { cardText, markupText } from './text'

export const ogSize = { width: 1200, height: 630 }

const colours = {
  forest: '#24392f',
  cream: '#faf6f0',
  blush: '#e9c9c0',
  brass: '#b08d57',
  sage: '#7f9a86',
}

export type Card = {
  brand: string
  eyebrow?: string | null
  title: string
  subtitle?: string | null
  badge?: string | null
  footer?: string | null
}

const PAD_X = 72
const PAD_Y = 64
const INNER = ogSize.width - 2 * PAD_X
/** The band between the brand row and the bottom row where the eyebrow, title and subtitle go. */
const MIDDLE = { top: PAD_Y + 64 + 24, bottom: ogSize.height - PAD_Y - 66 - 24 }

/** The most characters each line of the card shows (the page itself has the whole text). */
const MAX = { brand: 40, eyebrow: 48, title: 110, subtitle: 140, badge: 28, footer: 70 }

type Layer = { data: Buffer; width: number; height: number }

type TextStyle = {
  sizes: number[]
  colour: string
  width: number
  maxHeight: number
  bold?: boolean
  letterSpacing?: number
  /** Line height as a multiple of the size: fixed, or a line with an emoji or a CJK letter
   * would take the tallest of those fonts' own line heights. */
  lineHeight?: number
  align?: 'left' | 'right'
}

/** One block of text: the largest size that fits its box; at the smallest, what fits of it. */
async function textLayer(text: string, style: TextStyle): Promise<Layer | null> {
  if (!text) return null
  let layer: Layer | null = null
  for (const size of style.sizes) {
    const span =
      `<span foreground="${style.colour}"${style.bold ? ' font_weight="bold"' : ''}` +
      `${style.letterSpacing ? ` letter_spacing="${Math.round(style.letterSpacing * 1024)}"` : ''}` +
      ` line_height="${Math.round(size * (style.lineHeight ?? 1.3) * 1024)}">` +
      `${markupText(text)}</span>`
    const { data, info } = await sharp({
      text: {
        text: span,
        font: `${CARD_FAMILIES} ${size}`,
        width: style.width,
        align: style.align ?? 'left',
        dpi: 72,
        rgba: true,
        wrap: 'word-char',
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true })
    layer = { data, width: info.width, height: info.height }
    if (info.height <= style.maxHeight) return layer
  }
  // Even the smallest size is too tall: its first lines, never past the box.
  const { data, info } = await sharp(layer!.data)
    .extract({ left: 0, top: 0, width: layer!.width, height: style.maxHeight })
    .png()
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

const logo = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="${colours.cream}"/>` +
    `<path d="M18 46c10-4 20-14 26-30-2 14-10 26-22 32" fill="none" stroke="${colours.forest}" stroke-width="4" stroke-linecap="round"/>` +
    `<circle cx="44" cy="16" r="4" fill="${colours.brass}"/></svg>`,
)

const shape = (width: number, height: number, body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`,
  )

/** The card's words ready to draw: visible, drawable by the fonts, of a length that fits. */
export function cardWords(card: Card, covers?: CardFonts['covers']): Card {
  const clean = (s: string | null | undefined, max: number) => cardText(s ?? '', { covers, max })
  const brand = clean(card.brand, MAX.brand)
  return {
    brand,
    title: clean(card.title, MAX.title) || brand,
    eyebrow: clean(card.eyebrow, MAX.eyebrow).toLocaleUpperCase('en-GB') || null,
    subtitle: clean(card.subtitle, MAX.subtitle) || null,
    badge: clean(card.badge, MAX.badge) || null,
    footer: clean(card.footer, MAX.footer) || null,
  }
}

/** The card as PNG bytes. */
export async function drawCard(card: Card): Promise<Buffer> {
  const fonts = await cardFonts()
  const { brand, eyebrow, title, subtitle, badge, footer } = cardWords(card, fonts.covers)
  const layers: OverlayOptions[] = [{ input: logo, left: PAD_X, top: PAD_Y }]

  const brandLayer = await textLayer(brand, {
    sizes: [36, 30, 24],
    colour: colours.cream,
    width: INNER - 84,
    maxHeight: 50,
    letterSpacing: 1,
  })
  if (brandLayer)
    layers.push({
      input: brandLayer.data,
      left: PAD_X + 84,
      top: PAD_Y + Math.round((64 - brandLayer.height) / 2),
    })

  // The bottom row: the badge (a pill) or a brass rule on the left, the footer on the right.
  const bottom = ogSize.height - PAD_Y
  let leftWidth = 240
  const badgeText = badge
    ? await textLayer(badge, {
        sizes: [36, 30],
        colour: colours.forest,
        width: 560,
        maxHeight: 50,
        bold: true,
      })
    : null
  if (badgeText) {
    const w = badgeText.width + 64
    const h = badgeText.height + 24
    leftWidth = w
    layers.push({
      input: shape(
        w,
        h,
        `<rect width="${w}" height="${h}" rx="${h / 2}" fill="${colours.blush}"/>`,
      ),
      left: PAD_X,
      top: bottom - h,
    })
    layers.push({ input: badgeText.data, left: PAD_X + 32, top: bottom - h + 12 })
  } else {
    layers.push({
      input: shape(240, 8, `<rect width="240" height="8" rx="4" fill="${colours.brass}"/>`),
      left: PAD_X,
      top: bottom - 37,
    })
  }
  const footerLayer = footer
    ? await textLayer(footer, {
        sizes: [28, 24, 20],
        colour: colours.cream,
        width: INNER - leftWidth - 32,
        maxHeight: 40,
        align: 'right',
      })
    : null
  if (footerLayer)
    layers.push({
      input: footerLayer.data,
      left: PAD_X + INNER - footerLayer.width,
      top: bottom - 33 - Math.round(footerLayer.height / 2),
    })

  // The middle: eyebrow, title and subtitle, centred in the band between the rows.
  const band = MIDDLE.bottom - MIDDLE.top
  const eyebrowLayer = eyebrow
    ? await textLayer(eyebrow, {
        sizes: [26, 22],
        colour: colours.blush,
        width: INNER,
        maxHeight: 36,
        letterSpacing: 4,
      })
    : null
  const subtitleLayer = subtitle
    ? await textLayer(subtitle, {
        sizes: [32, 28, 24],
        colour: colours.blush,
        width: INNER,
        maxHeight: 90,
      })
    : null
  const above = eyebrowLayer ? eyebrowLayer.height + 18 : 0
  const below = subtitleLayer ? subtitleLayer.height + 24 : 0
  const titleLayer = await textLayer(title, {
    sizes: title.length > 48 ? [60, 52, 44, 38] : [72, 60, 52, 44, 38],
    colour: colours.cream,
    lineHeight: 1.15,
    width: INNER,
    maxHeight: band - above - below,
  })
  let y = MIDDLE.top + Math.round((band - above - (titleLayer?.height ?? 0) - below) / 2)
  if (eyebrowLayer) {
    layers.push({ input: eyebrowLayer.data, left: PAD_X, top: y })
    y += above
  }
  if (titleLayer) {
    layers.push({ input: titleLayer.data, left: PAD_X, top: y })
    y += titleLayer.height
  }
  if (subtitleLayer) layers.push({ input: subtitleLayer.data, left: PAD_X, top: y + 24 })

  return sharp({
    create: { ...ogSize, channels: 4, background: colours.forest },
  })
    .composite(layers)
    .flatten({ background: colours.forest })
    .png()
    .toBuffer()
}

/** Plain ASCII words (and £ and €), for a second try if the card could not be drawn. */
const plainCard = (card: Card): Card => {
  const plain = (s: string | null | undefined) => (s ?? '').replace(/[^\x20-\x7E£€]/g, ' ')
  return {
    brand: plain(card.brand),
    title: plain(card.title),
    eyebrow: plain(card.eyebrow),
    subtitle: plain(card.subtitle),
    badge: plain(card.badge),
    footer: plain(card.footer),
  }
}

/** The card as a PNG response, drawn in full before it is sent; plain words if that fails. */
export async function ogCard(card: Card, headers?: Record<string, string>): Promise<Response> {
  for (const words of [card, plainCard(card)]) {
    try {
      const png = await drawCard(words)
      return new Response(new Uint8Array(png), {
        status: 200,
        headers: {
          'content-type': 'image/png',
          // next/og's default, kept: the picture only changes when its words do.
          'cache-control':
            process.env.NODE_ENV === 'development'
              ? 'no-cache, no-store'
              : 'public, immutable, no-transform, max-age=31536000',
          ...headers,
        },
      })
    } catch (error) {
      console.error('The sharing image could not be drawn:', error)
    }
  }
  return new Response('The sharing image could not be drawn', {
    status: 503,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
}
