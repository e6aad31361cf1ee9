import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import Image from './responsive-image'

const variants = [
  { url: '/cms-api/media/file/p-128x160.webp', width: 128 },
  { url: '/cms-api/media/file/p-384x480.webp', width: 384 },
  { url: '/cms-api/media/file/p-768x960.webp', width: 768 },
]

const draw = (props: Record<string, unknown>) =>
  renderToStaticMarkup(
    createElement(Image, {
      src: '/cms-api/media/file/p.webp',
      alt: 'Portrait',
      width: 160,
      height: 200,
      ...props,
    }),
  )

describe('responsive image (ADR 033)', () => {
  it('lists the copies made at upload, and nothing goes through the resizing route', () => {
    const html = draw({ variants, sizes: '45vw' })
    expect(html).toContain(
      'srcSet="/cms-api/media/file/p-128x160.webp 128w, /cms-api/media/file/p-384x480.webp 384w, /cms-api/media/file/p-768x960.webp 768w"',
    )
    expect(html).toContain('sizes="45vw"')
    // The plain src: the narrowest copy at least twice the drawn width.
    expect(html).toContain('src="/cms-api/media/file/p-384x480.webp"')
    expect(html).not.toContain('/_next/image')
    expect(html).toMatch(/width="160" height="200"/)
  })

  it('without sizes, the drawn width is the size', () => {
    expect(draw({ variants })).toContain('sizes="160px"')
  })

  it('an image with no copies (uploaded before they were made) is resized as before', () => {
    const html = draw({ sizes: '45vw' })
    expect(html).toContain('/_next/image?url=%2Fcms-api%2Fmedia%2Ffile%2Fp.webp')
  })
})
