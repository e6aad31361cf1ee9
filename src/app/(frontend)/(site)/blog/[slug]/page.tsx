import type { Metadata } from 'next'
import Image from '@/components/site/responsive-image'
import { BackLink } from '@/components/site/back-link'
import { notFound } from 'next/navigation'

import { JsonLd } from '@/components/site/json-ld'
import { PreviewBanner } from '@/components/site/preview-banner'
import { listBlogPosts } from '@/content/queries.server'
import { getBlogPost, getSettings } from '@/content/site-queries.server'
import { htmlToText } from '@/lib/html'
import { isStaffPreview } from '@/preview/preview-session.server'
import { absoluteUrl, blogPostingJsonLd } from '@/lib/seo'
import { formatLongDate, truncate } from '@/lib/text'

import styles from '../blog.module.css'

// Cached; rebuilt when staff change content (src/content/revalidate.server.ts) or after 5 min.
export const revalidate = 300

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return (await listBlogPosts()).map((p) => ({ slug: p.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const post = await getBlogPost(slug, await isStaffPreview())
  if (!post) return { title: 'Blog post not found', robots: { index: false } }
  const description = truncate(htmlToText(post.bodyHtml), 155)
  return {
    title: post.title,
    description,
    alternates: { canonical: `/blog/${post.slug}` },
    openGraph: {
      type: 'article',
      title: post.title,
      description,
      publishedTime: post.date,
      authors: [post.author],
      images: post.image
        ? [
            {
              url: post.image.url,
              width: post.image.width,
              height: post.image.height,
              alt: post.alt,
            },
          ]
        : undefined,
    },
  }
}

export default async function BlogPostPage({ params }: Props) {
  const { slug } = await params
  // Staff previewing a draft see it rendered on request; everyone else gets the cached page.
  const preview = await isStaffPreview()
  const [post, settings] = await Promise.all([getBlogPost(slug, preview), getSettings()])
  if (!post) notFound()
  const shareUrl = `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(absoluteUrl(`/blog/${post.slug}`))}`

  return (
    <>
      {preview && <PreviewBanner path={`/blog/${post.slug}`} />}
      <article className={`container ${styles.article}`}>
        <header className={styles.articleHead}>
          <BackLink href={`/blog#${post.slug}`}>Back to all the blogs</BackLink>
          <h1>{post.title}</h1>
          <p className={styles.byline}>
            Published by {post.author} ·{' '}
            <time dateTime={post.date}>{formatLongDate(post.date)}</time>
          </p>
        </header>
        {post.image && (
          <div className={styles.hero}>
            <Image
              src={post.image.url}
              variants={post.image.variants}
              alt={post.alt}
              width={post.image.width}
              height={post.image.height}
              sizes="(max-width: 1030px) calc(100vw - 2.5rem), 980px"
              preload
              fetchPriority="high"
            />
          </div>
        )}
        <div
          className={`prose ${styles.content}`}
          dangerouslySetInnerHTML={{ __html: post.bodyHtml }}
        />
        <footer className={styles.share}>
          <a href={shareUrl}>Like and share on Facebook</a>
        </footer>
        <JsonLd data={blogPostingJsonLd(post, settings)} />
      </article>
    </>
  )
}
