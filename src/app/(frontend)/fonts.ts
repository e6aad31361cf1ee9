// Self-hosted fonts (no CDN: the site must work offline and without third-party requests).
// The files come from the @fontsource-variable packages; next/font/local preloads them and
// generates size-adjusted fallbacks, so swapping in the web font causes no layout shift.
import localFont from 'next/font/local'

export const serif = localFont({
  src: [
    {
      path: '../../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-opsz-normal.woff2',
      style: 'normal',
      weight: '100 900',
    },
    {
      path: '../../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-opsz-italic.woff2',
      style: 'italic',
      weight: '100 900',
    },
  ],
  variable: '--font-serif',
  display: 'swap',
  // The display face is not preloaded (150 KB competed with first paint on slow phones);
  // headings show in the size-matched fallback first. The body face stays preloaded: swapping
  // it late moved paragraphs (CLS 0.12).
  preload: false,
  fallback: ['Georgia', 'Times New Roman', 'serif'],
})

export const sans = localFont({
  src: [
    {
      path: '../../../node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
      style: 'normal',
      weight: '300 900',
    },
    {
      path: '../../../node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-italic.woff2',
      style: 'italic',
      weight: '300 900',
    },
  ],
  variable: '--font-sans',
  display: 'swap',
  fallback: ['system-ui', 'Segoe UI', 'Helvetica Neue', 'Arial', 'sans-serif'],
})
