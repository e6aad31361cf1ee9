// One self-hosted face (no CDN: no third-party requests): Fraunces for headings, an upright
// weight-axis file from @fontsource-variable (36 KB). Body text uses the platform's UI sans
// (Roboto, San Francisco, Segoe), which needs no download, so body text and the largest text
// block never wait for a font.
// `display: swap` over metric-matched fallbacks (ADR 007): with `optional` a visitor landing
// first on /prices did the whole quote in the fallback serif. The fallbacks are ours, in
// globals.css ('Fraunces Fallback', 'Fraunces Fallback Wide'), not next/font's: its one
// fallback face names only Times New Roman, which Linux and Android do not have, so there the
// swap moved headings (CLS 0.035 on a phone with the face held back 1.5 s). Each of ours lists
// fonts of one width family, scaled (`size-adjust`) to Fraunces' width and heights, so the face
// swaps in without moving text. Preloaded, it usually arrives before first paint anyway.
import localFont from 'next/font/local'

export const serif = localFont({
  src: '../../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  variable: '--font-serif',
  display: 'swap',
  preload: true,
  adjustFontFallback: false, // ours are in globals.css
})
