// Pages: Payload's page documents become the site's own Page type, with rich text turned into
// HTML, placeholders filled from the settings and links resolved. Part of the CMS boundary
// (beside map.ts), kept apart because blocks are many and page-only.
import type * as P from '@/payload-types'

import { resolveLink, resolveLinks, type LinkInput } from './links'
import { mapImage } from './map'
import { fillLexical, fillPlaceholders, offersShown, type PlaceholderValues } from './placeholders'
import { richTextHtml } from './rich-text'
import type * as T from './types'

export type PageContext = { values: PlaceholderValues; links: T.ExternalLinks }

type Block = NonNullable<P.Page['layout']>[number]

const idOf = (rel: number | { id: number } | null | undefined) =>
  rel == null ? null : typeof rel === 'number' ? rel : rel.id

export function mapPage(d: P.Page, ctx: PageContext): T.Page {
  const text = (v: string | null | undefined) => (v ? fillPlaceholders(v, ctx.values) : null)
  // Placeholders are filled first, so what they bring is escaped and checked like typed text.
  const html = (v: unknown): T.Html => {
    if (!v) return ''
    try {
      return richTextHtml(fillLexical(v, ctx.values))
    } catch {
      return ''
    }
  }
  const links = (list: LinkInput[] | null | undefined) => resolveLinks(list, ctx.links)
  const title = text(d.title) ?? d.title

  const block = (b: Block): T.PageBlock | null => {
    // A block that names an offer ({offer:…}) is shown only while that offer is on the site.
    if (!offersShown(JSON.stringify(b), ctx.values)) return null
    const id = b.id ?? `${b.blockType}-${Math.random().toString(36).slice(2)}`
    switch (b.blockType) {
      case 'content': {
        const asideHtml = html(b.aside?.body)
        const asideActions = links(b.aside?.actions)
        const aside =
          b.aside?.heading || asideHtml || asideActions.length
            ? { heading: text(b.aside?.heading), html: asideHtml, actions: asideActions }
            : null
        return { type: 'content', id, html: html(b.body), aside }
      }
      case 'cards':
        return {
          type: 'cards',
          id,
          eyebrow: text(b.eyebrow),
          heading: text(b.heading),
          intro: text(b.intro),
          style: b.style,
          items: (b.items ?? []).map((i) => ({
            heading: text(i.heading) ?? '',
            text: text(i.text) ?? '',
            link: i.link ? resolveLink(i.link, ctx.links) : null,
          })),
        }
      case 'callToAction':
        return {
          type: 'callToAction',
          id,
          eyebrow: text(b.eyebrow),
          heading: text(b.heading) ?? '',
          html: html(b.body),
          actions: links(b.actions),
          style: b.style,
        }
      case 'sections':
        return {
          type: 'sections',
          id,
          heading: text(b.heading),
          style: b.style,
          items: (b.items ?? []).map((i) => ({
            heading: text(i.heading) ?? '',
            html: html(i.body),
          })),
        }
      case 'notice':
        return {
          type: 'notice',
          id,
          heading: text(b.heading) ?? '',
          text: text(b.text) ?? '',
          tone: b.tone,
        }
      case 'openingTimes':
        return { type: 'openingTimes', id, heading: text(b.heading), intro: text(b.intro) }
      case 'team':
        return {
          type: 'team',
          id,
          heading: text(b.heading),
          intro: text(b.intro),
          salonId: idOf(b.salon),
          limit: b.limit ?? null,
        }
      case 'offers':
        return {
          type: 'offers',
          id,
          heading: text(b.heading),
          intro: text(b.intro),
          limit: b.limit ?? null,
        }
      case 'reviews':
        return {
          type: 'reviews',
          id,
          heading: text(b.heading),
          style: b.style,
          limit: b.limit ?? 6,
          stylistId: idOf(b.stylist),
        }
      case 'salons':
        return {
          type: 'salons',
          id,
          eyebrow: text(b.eyebrow),
          heading: text(b.heading),
          style: b.style,
        }
      case 'news':
        return {
          type: 'news',
          id,
          eyebrow: text(b.eyebrow),
          heading: text(b.heading),
          count: b.count,
        }
      case 'shop':
        return { type: 'shop', id, eyebrow: text(b.eyebrow), heading: text(b.heading) }
      case 'bookingAdvice': {
        const answer = (a: { label: string; hint?: string | null }) => ({
          label: text(a.label) ?? '',
          hint: text(a.hint),
        })
        const advice = (a: { heading: string; body: unknown }) => ({
          heading: text(a.heading) ?? '',
          html: html(a.body),
        })
        return {
          type: 'bookingAdvice',
          id,
          clientQuestion: text(b.clientQuestion) ?? '',
          newClient: answer(b.newClient),
          existingClient: answer(b.existingClient),
          serviceQuestion: text(b.serviceQuestion) ?? '',
          colour: answer(b.colour),
          cutting: answer(b.cutting),
          advice: {
            newColour: advice(b.newColour),
            newCutting: advice(b.newCutting),
            existingColour: advice(b.existingColour),
            existingCutting: advice(b.existingCutting),
          },
          actions: links(b.actions),
          footnoteHtml: html(b.footnote),
        }
      }
      default:
        return null
    }
  }

  return {
    id: d.id,
    slug: d.slug,
    title,
    hero: {
      style: d.hero?.style ?? 'standard',
      eyebrow: text(d.hero?.eyebrow),
      heading: text(d.hero?.heading) ?? title,
      lede: text(d.hero?.lede),
      image: mapImage(d.hero?.image),
      actions: links(d.hero?.actions),
    },
    blocks: (d.layout ?? []).map(block).filter((b): b is T.PageBlock => b != null),
    meta: {
      title: text(d.meta?.title) ?? title,
      description: text(d.meta?.description),
      noindex: Boolean(d.meta?.noindex),
    },
  }
}
