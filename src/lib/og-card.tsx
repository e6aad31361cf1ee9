// The Open Graph card (1200 × 630) shared by the site default and the offer pages, drawn with
// next/og (Satori: flexbox only, inline styles, the bundled font).
import { ImageResponse } from 'next/og'

export const ogSize = { width: 1200, height: 630 }

const colours = {
  forest: '#24392f',
  cream: '#faf6f0',
  blush: '#e9c9c0',
  brass: '#b08d57',
  sage: '#7f9a86',
}

type Card = {
  brand: string
  eyebrow?: string | null
  title: string
  subtitle?: string | null
  badge?: string | null
  footer?: string | null
}

// Satori draws emoji by fetching each one's picture from a CDN; when that fails (no network
// here, an outage there) the image stream breaks after its headers, and the client gets no
// answer at all. Staff type the words on the card, so emoji are taken out of them (©, ® and ™
// are letters here), and the picture is drawn in full before it is sent.
const PICTURE_CHARACTERS =
  /(?![\u00A9\u00AE\u2122])[\p{Extended_Pictographic}\p{Regional_Indicator}\u200D\uFE0E\uFE0F\u20E3\u{1F3FB}-\u{1F3FF}\u{E0020}-\u{E007F}]/gu

/** A card's words without emoji, spaces tidied. */
export const cardText = (s: string) => s.replace(PICTURE_CHARACTERS, '').replace(/\s+/g, ' ').trim()

/** The last resort: printable ASCII (and the pound and euro signs) only. */
const plainText = (s: string) => cardText(s.replace(/[^\x20-\x7E£€]/g, ''))

const tidy = (card: Card, clean: (s: string) => string): Card => ({
  brand: clean(card.brand),
  title: clean(card.title) || clean(card.brand),
  eyebrow: card.eyebrow ? clean(card.eyebrow) : null,
  subtitle: card.subtitle ? clean(card.subtitle) : null,
  badge: card.badge ? clean(card.badge) || null : null,
  footer: card.footer ? clean(card.footer) : null,
})

/** The card as a PNG response, drawn before it is sent; plain words if the first try fails. */
export async function ogCard(card: Card, headers?: Record<string, string>): Promise<Response> {
  for (const clean of [cardText, plainText]) {
    try {
      const drawn = draw(tidy(card, clean), headers)
      const png = await drawn.arrayBuffer()
      return new Response(png, { status: 200, headers: drawn.headers })
    } catch (error) {
      console.error('The sharing image could not be drawn:', error)
    }
  }
  return new Response('The sharing image could not be drawn', {
    status: 503,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
}

function draw(
  { brand, eyebrow, title, subtitle, badge, footer }: Card,
  headers?: Record<string, string>,
): ImageResponse {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        background: colours.forest,
        color: colours.cream,
        fontSize: 32,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <svg width="64" height="64" viewBox="0 0 64 64">
          <rect width="64" height="64" rx="14" fill={colours.cream} />
          <path
            d="M18 46c10-4 20-14 26-30-2 14-10 26-22 32"
            fill="none"
            stroke={colours.forest}
            strokeWidth="4"
            strokeLinecap="round"
          />
          <circle cx="44" cy="16" r="4" fill={colours.brass} />
        </svg>
        <div style={{ display: 'flex', fontSize: 36, letterSpacing: 1 }}>{brand}</div>
      </div>

      <div style={{ display: 'flex', flexDirection: 'column', maxWidth: 980 }}>
        {eyebrow ? (
          <div
            style={{
              display: 'flex',
              fontSize: 26,
              letterSpacing: 4,
              textTransform: 'uppercase',
              color: colours.blush,
              marginBottom: 18,
            }}
          >
            {eyebrow}
          </div>
        ) : null}
        <div style={{ display: 'flex', fontSize: title.length > 48 ? 60 : 72, lineHeight: 1.1 }}>
          {title}
        </div>
        {subtitle ? (
          <div style={{ display: 'flex', fontSize: 32, marginTop: 24, color: colours.blush }}>
            {subtitle}
          </div>
        ) : null}
      </div>

      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        {badge ? (
          <div
            style={{
              display: 'flex',
              padding: '12px 32px',
              borderRadius: 999,
              background: colours.blush,
              color: colours.forest,
              fontSize: 36,
              fontWeight: 700,
            }}
          >
            {badge}
          </div>
        ) : (
          <div
            style={{
              display: 'flex',
              width: 240,
              height: 8,
              borderRadius: 4,
              background: colours.brass,
            }}
          />
        )}
        {footer ? (
          <div style={{ display: 'flex', fontSize: 28, color: colours.cream }}>{footer}</div>
        ) : null}
      </div>
    </div>,
    { ...ogSize, headers },
  )
}
