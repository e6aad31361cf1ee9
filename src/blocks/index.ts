import type { Block } from 'payload'

import { BookingAdviceBlock } from './booking-advice/config'
import { CallToActionBlock } from './call-to-action/config'
import { CardsBlock } from './cards/config'
import { ContentBlock } from './content/config'
import { NewsBlock } from './news/config'
import { NoticeBlock } from './notice/config'
import { OffersBlock } from './offers/config'
import { OpeningTimesBlock } from './opening-times/config'
import { ReviewsBlock } from './reviews/config'
import { SalonsBlock } from './salons/config'
import { SectionsBlock } from './sections/config'
import { ShopBlock } from './shop/config'
import { TeamBlock } from './team/config'

/** Every block a page can use, in the order the admin offers them. */
export const pageBlocks: Block[] = [
  ContentBlock,
  SectionsBlock,
  CardsBlock,
  CallToActionBlock,
  NoticeBlock,
  SalonsBlock,
  OpeningTimesBlock,
  TeamBlock,
  OffersBlock,
  ReviewsBlock,
  NewsBlock,
  ShopBlock,
  BookingAdviceBlock,
]
