// One self-hosted face (no CDN: no third-party requests): Fraunces for headings, an upright
// weight-axis file from @fontsource-variable (36 KB). Body text uses the platform's UI sans
// (Roboto, San Francisco, Segoe), which needs no download, so body text and the largest text
// block never wait for a font.
// `display: swap` with a metric-matched fallback (issue 15): with `optional` a visitor landing
// first on /prices did the whole quote in the fallback serif. next/font writes a fallback face
// built on Times New Roman with `size-adjust` and ascent/descent overrides taken from Fraunces,
// so the headings keep their size and line breaks when the face swaps in (CLS stays 0,
// measured in docs/screenshots/look/README.md). Preloaded, it usually arrives before first paint.
import localFont from 'next/font/local'

export const serif = localFont({
  src: '../../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  variable: '--font-serif',
  display: 'swap',
  preload: true,
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
})
