import type { Metadata } from 'next'
import Image from '@/components/site/responsive-image'
import Link from '@/components/link'

import { RenderBlocks } from '@/blocks/render-blocks'
import { appPageMetadata, loadPage, PageHero } from '@/components/site/cms-page'
import { listBlogPosts } from '@/content/site-queries.server'
import { htmlToText } from '@/lib/html'
import { formatLongDate, truncate } from '@/lib/text'

import styles from './blog.module.css'

// Cached; rebuilt when staff change content (src/content/revalidate.server.ts) or after 5 min.
export const revalidate = 300

export const generateMetadata = (): Promise<Metadata> => appPageMetadata('blog', '/blog', 'Blog')

export default async function BlogPage() {
  const [{ page, preview }, posts] = await Promise.all([loadPage('blog'), listBlogPosts()])
  // The first post's picture is in a phone's first screen, and the largest thing there unless
  // the title band has a picture of its own (it was lazy, and the LCP waited).
  const leadImage = !page?.hero.image
  return (
    <>
      <PageHero page={page} preview={preview} fallbackTitle="Blog" />
      <div className="container section">
        <ol className={styles.list}>
          {posts.map((p, i) => (
            <li key={p.id}>
              <article id={p.slug} className={styles.post} aria-labelledby={`${p.slug}-title`}>
                <Link
                  href={`/blog/${p.slug}`}
                  className={styles.media}
                  tabIndex={-1}
                  aria-hidden="true"
                >
                  {p.image && (
                    <Image
                      src={p.image.url}
                      variants={p.image.variants}
                      alt=""
                      width={640}
                      height={360}
                      sizes="(max-width: 760px) calc(100vw - 2.5rem), 440px"
                      loading={i === 0 ? 'eager' : undefined}
                      preload={i === 0 && leadImage}
                      fetchPriority={i === 0 && leadImage ? 'high' : undefined}
                    />
                  )}
                </Link>
                <div className={styles.body}>
                  <h2 id={`${p.slug}-title`} className={styles.title}>
                    <Link href={`/blog/${p.slug}`}>{p.title}</Link>
                  </h2>
                  <p className={styles.byline}>
                    Published by {p.author} ·{' '}
                    <time dateTime={p.date}>{formatLongDate(p.date)}</time>
                  </p>
                  <p className={styles.excerpt}>{truncate(htmlToText(p.bodyHtml), 240)}</p>
                  <Link href={`/blog/${p.slug}`} className="button button-ghost">
                    Read More <span aria-hidden="true">&gt;</span>
                    <span className="sr-only">: {p.title}</span>
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ol>
      </div>
      {page && <RenderBlocks blocks={page.blocks} />}
    </>
  )
}
