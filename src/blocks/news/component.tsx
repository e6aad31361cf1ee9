import { NewsCards } from '@/components/site/news-cards'
import { listHomeNews } from '@/content/site-queries.server'
import type { PageBlockOf } from '@/content/types'

export async function NewsView({ block }: { block: PageBlockOf<'news'> }) {
  const news = await listHomeNews(block.count)
  if (news.length === 0) return null
  return (
    <section className="section section-tint" aria-label={block.heading ?? 'News'}>
      <div className="container">
        {block.eyebrow && <p className="eyebrow">{block.eyebrow}</p>}
        {block.heading && <h2>{block.heading}</h2>}
        <NewsCards items={news} headingLevel={block.heading ? 3 : 2} />
      </div>
    </section>
  )
}
