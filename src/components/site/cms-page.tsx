import type { Metadata } from 'next'
import Image from '@/components/site/responsive-image'
import { draftMode } from 'next/headers'

import { RenderBlocks } from '@/blocks/render-blocks'
import { getPage } from '@/content/site-queries.server'
import type { Page } from '@/content/types'

import home from '@/blocks/home.module.css'

import { ActionList } from './action-list'
import { PageHeader } from './page-header'
import { PreviewBanner } from './preview-banner'

/** The page at an address: published, or the latest draft for staff previewing. */
export async function loadPage(slug: string): Promise<{ page: Page | null; preview: boolean }> {
  const preview = (await draftMode()).isEnabled
  return { page: await getPage(slug, preview), preview }
}

export function pageMetadata(page: Page, path: string): Metadata {
  return {
    title: page.slug === 'home' ? { absolute: page.meta.title } : page.meta.title,
    description: page.meta.description ?? undefined,
    alternates: { canonical: path },
    robots: page.meta.noindex ? { index: false, follow: true } : undefined,
  }
}

/** A page made in the admin: its title band, then its blocks. */
export function CmsPage({ page, preview }: { page: Page; preview: boolean }) {
  return (
    <>
      <PageHero page={page} preview={preview} />
      <RenderBlocks blocks={page.blocks} />
    </>
  )
}

/**
 * The title band of a page: on the pages the application draws itself (team, blog, offers,
 * contact) it comes from the admin page of the same address, whose blocks follow the list;
 * without one, a plain title.
 */
export function PageHero({
  page,
  preview,
  fallbackTitle,
}: {
  page: Page | null
  preview: boolean
  fallbackTitle?: string
}) {
  if (!page) return <PageHeader title={fallbackTitle ?? ''} />
  const { hero } = page
  return (
    <>
      {preview && <PreviewBanner path={page.slug === 'home' ? '/' : `/${page.slug}`} />}
      {hero.style === 'large' ? (
        <section className={home.hero} aria-labelledby="hero-heading">
          {hero.image && (
            <Image
              src={hero.image.url}
              variants={hero.image.variants}
              alt=""
              fill
              preload
              fetchPriority="high"
              sizes="100vw"
              className={home.heroBg}
            />
          )}
          <div className={`container ${home.heroInner}`}>
            {hero.eyebrow && <p className="eyebrow">{hero.eyebrow}</p>}
            <h1 id="hero-heading" className={home.heroTitle}>
              {hero.heading}
            </h1>
            {hero.lede && <p className={home.heroLede}>{hero.lede}</p>}
            <ActionList actions={hero.actions} />
          </div>
        </section>
      ) : (
        <PageHeader
          eyebrow={hero.eyebrow ?? undefined}
          title={hero.heading}
          lede={hero.lede}
          image={hero.image}
        >
          <ActionList actions={hero.actions} />
        </PageHeader>
      )}
    </>
  )
}

/** Metadata of a page the application draws, from its admin page when there is one. */
export async function appPageMetadata(slug: string, path: string, fallbackTitle: string) {
  const { page } = await loadPage(slug)
  return page
    ? pageMetadata(page, path)
    : ({ title: fallbackTitle, alternates: { canonical: path } } satisfies Metadata)
}
