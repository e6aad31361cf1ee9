import Image from '@/components/site/responsive-image'
import type { ReactNode } from 'react'

import type { ImageRef } from '@/content/types'

type Props = {
  eyebrow?: string
  title: ReactNode
  lede?: ReactNode
  image?: ImageRef | null
  /** Decorative image (alt ''), e.g. when the title already says what it shows. */
  decorative?: boolean
  children?: ReactNode
}

/** The title band at the top of a content page. */
export function PageHeader({ eyebrow, title, lede, image, decorative, children }: Props) {
  return (
    <header className={image ? 'page-header page-header-with-image' : 'page-header'}>
      <div className="container page-header-inner">
        <div className="page-header-text">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h1 className="page-header-title">{title}</h1>
          {lede && <div className="lede page-header-lede">{lede}</div>}
          {children}
        </div>
        {image && (
          <div className="page-header-media">
            <Image
              src={image.url}
              variants={image.variants}
              alt={decorative ? '' : image.alt}
              width={image.width}
              height={image.height}
              sizes="(max-width: 860px) calc(100vw - 2.5rem), 520px"
              preload
              fetchPriority="high"
            />
          </div>
        )}
      </div>
    </header>
  )
}
