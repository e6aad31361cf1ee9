import { getImageProps, type ImageProps } from 'next/image'
import { preload as preloadResource } from 'react-dom'

/**
 * next/image's sizes, srcset and optimised files, drawn as a plain `<img>` by the server.
 * `<Image>` from next/image is a client component: using it on a content page sends its
 * browser code (about 5 KB compressed) to every visitor and hydrates every picture, for
 * features these pages do not use (blur placeholders, load callbacks). Client components keep
 * next/image. `preload` adds a `<link rel="preload">` in the head, as next/image does; pass
 * `fetchPriority="high"` with it for the page's largest image (issue 16).
 */
export default function Image({ preload = false, ...rest }: ImageProps) {
  const { props } = getImageProps({ ...rest, preload })
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
