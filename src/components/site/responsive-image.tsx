import { getImageProps, type ImageProps } from 'next/image'
import { preload as preloadResource } from 'react-dom'

import type { ImageVariant } from '@/content/types'

type Props = ImageProps & {
  /** The copies made at upload (ImageRef.variants): with them, no request waits for a resize. */
  variants?: ImageVariant[]
}

/**
 * An image drawn as a plain `<img>`, by the server or in a client component, with no browser
 * code of its own. With the copies made at upload (ADR 033) its srcset lists them and nothing is
 * resized when a visitor asks; without (an image uploaded before they were made) next/image's
 * resizing route serves it, as before. `<Image>` from next/image would send its browser code to
 * every visitor and hydrate every picture, for features these pages do not use (blur
 * placeholders, load callbacks). `preload` adds a `<link rel="preload">` in the head, as
 * next/image does; pass `fetchPriority="high"` with it for the page's largest image.
 */
export default function Image({ preload = false, variants, ...rest }: Props) {
  const { props } = getImageProps({
    ...rest,
    ...(variants?.length ? { src: fallbackOf(variants, rest.width), unoptimized: true } : {}),
    preload,
  })
  if (variants?.length) {
    props.srcSet = variants.map((v) => `${v.url} ${v.width}w`).join(', ')
    props.sizes = rest.sizes ?? `${Number(rest.width)}px`
  }
  if (preload)
    preloadResource(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: props.fetchPriority,
    })
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in props (required by ImageProps)
  return <img {...props} />
}

/** For a browser that ignores srcset: the narrowest copy at least twice the drawn width. */
function fallbackOf(variants: ImageVariant[], width: ImageProps['width']): string {
  const want = 2 * (Number(width) || 640)
  return (variants.find((v) => v.width >= want) ?? variants[variants.length - 1])!.url
}
