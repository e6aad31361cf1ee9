// One self-hosted face (no CDN: no third-party requests): Fraunces for headings, an upright
// weight-axis file from @fontsource-variable (36 KB). Body text uses the platform's UI sans
// (Roboto, San Francisco, Segoe), which needs no download, so body text and the largest text
// block never wait for a font.
// The face is preloaded and `display: optional`: while a face is loading, Chrome lays text out
// with its last-resort font, not our fallback list, so a face arriving after the first layout
// re-wrapped headings (measured CLS 0.03-0.07 without the preload). Preloaded, it is fetched
// at once: if it is there for the first layout it is used, otherwise that page keeps the
// fallback serif (often the case on a first visit) and the next page uses it from the cache.
import localFont from 'next/font/local'

export const serif = localFont({
  src: '../../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  variable: '--font-serif',
  display: 'optional',
  preload: true,
  fallback: ['Georgia', 'Times New Roman', 'serif'],
})
