import type { ReactNode } from 'react'

import type { PageBlock } from '@/content/types'

import { BookingAdviceView } from './booking-advice/component'
import { CallToActionView } from './call-to-action/component'
import { CardsView } from './cards/component'
import { ContentView } from './content/component'
import { NewsView } from './news/component'
import { NoticeView } from './notice/component'
import { OffersView } from './offers/component'
import { OpeningTimesView } from './opening-times/component'
import { ReviewsView } from './reviews/component'
import { SalonsView } from './salons/component'
import { SectionsView } from './sections/component'
import { ShopView } from './shop/component'
import { TeamView } from './team/component'
import styles from './blocks.module.css'

function view(block: PageBlock): ReactNode {
  switch (block.type) {
    case 'content':
      return <ContentView block={block} />
    case 'cards':
      return <CardsView block={block} />
    case 'callToAction':
      return <CallToActionView block={block} />
    case 'sections':
      return <SectionsView block={block} />
    case 'notice':
      return <NoticeView block={block} />
    case 'openingTimes':
      return <OpeningTimesView block={block} />
    case 'team':
      return <TeamView block={block} />
    case 'offers':
      return <OffersView block={block} />
    case 'reviews':
      return <ReviewsView block={block} />
    case 'salons':
      return <SalonsView block={block} />
    case 'news':
      return <NewsView block={block} />
    case 'shop':
      return <ShopView block={block} />
    case 'bookingAdvice':
      return <BookingAdviceView block={block} />
  }
}

/** Blocks that draw their own full-width band; the others share the page's content column. */
const fullWidth = (b: PageBlock) =>
  b.type === 'reviews' ||
  b.type === 'news' ||
  b.type === 'salons' ||
  b.type === 'shop' ||
  (b.type === 'callToAction' && b.style === 'band')

/** A page's blocks in order: runs of column blocks share one container, with even spacing. */
export function RenderBlocks({ blocks }: { blocks: PageBlock[] }) {
  const groups: { wide: boolean; blocks: PageBlock[] }[] = []
  for (const b of blocks) {
    const wide = fullWidth(b)
    const last = groups[groups.length - 1]
    if (last && !last.wide && !wide) last.blocks.push(b)
    else groups.push({ wide, blocks: [b] })
  }
  return (
    <>
      {groups.map((g) =>
        g.wide ? (
          <div key={g.blocks[0]?.id}>{view(g.blocks[0] as PageBlock)}</div>
        ) : (
          <div key={g.blocks[0]?.id} className={`container section ${styles.stack}`}>
            {g.blocks.map((b) => (
              <div key={b.id}>{view(b)}</div>
            ))}
          </div>
        ),
      )}
    </>
  )
}
