// Self-hosted fonts (no CDN: the site must work offline and without third-party requests).
// Upright, weight-axis-only variable files from @fontsource-variable (36 KB + 20 KB); the rare
// italic is synthesised. `display: optional` with next/font's size-matched fallbacks: a face
// that is not ready within the first ~100 ms is not swapped in later, so text never moves
// (CLS 0); it is downloaded anyway and used from the cache on the next page. Neither face is
// preloaded: on a slow phone, preloads competed with the page's largest image (Lighthouse).
import localFont from 'next/font/local'

export const serif = localFont({
  src: '../../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  variable: '--font-serif',
  display: 'optional',
  preload: false,
  fallback: ['Georgia', 'Times New Roman', 'serif'],
})

export const sans = localFont({
  src: '../../../node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
  weight: '300 900',
  style: 'normal',
  variable: '--font-sans',
  display: 'optional',
  preload: false,
  fallback: ['system-ui', 'Segoe UI', 'Helvetica Neue', 'Arial', 'sans-serif'],
})
