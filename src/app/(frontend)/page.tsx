import Image from 'next/image'
import Link from 'next/link'

import { getSiteSettings, listNewsItems, listSalons } from '@/content/queries.server'
import { truncate } from '@/lib/text'

export const dynamic = 'force-dynamic'

export default async function HomePage() {
  const [settings, salons, news] = await Promise.all([getSiteSettings(), listSalons(), listNewsItems(4)])
  return (
    <main>
      <section className="hero">
        {settings.heroImage && (
          <Image src={settings.heroImage.url} alt="" fill priority sizes="100vw" className="hero-bg" />
        )}
        <div className="container hero-inner">
          <p className="eyebrow">{settings.brandName}</p>
          <h1>A New Standard of Hairdressing</h1>
          <p className="lede">{settings.tagline}</p>
          <p className="actions">
            {settings.links.booking && (
              <a className="button" href={settings.links.booking}>Book now</a>
            )}
          </p>
        </div>
      </section>

      <section className="container section" aria-labelledby="salons-heading">
        <h2 id="salons-heading">Our salons</h2>
        <ul className="cards">
          {salons.map((s) => (
            <li key={s.id} className="card">
              {s.image && <Image src={s.image.url} alt={s.image.alt} width={480} height={300} sizes="(max-width: 700px) 100vw, 33vw" />}
              <h3>{s.name}</h3>
              <p>{s.blurb}</p>
              <address>
                {s.address.line1}, {s.address.town} {s.address.postcode}
                <br />
                <a href={`tel:${s.phone.replace(/\s/g, '')}`}>{s.phone}</a>
              </address>
            </li>
          ))}
        </ul>
      </section>

      <section className="container section" aria-labelledby="news-heading">
        <h2 id="news-heading">News</h2>
        <ul className="cards">
          {news.map((n) => (
            <li key={n.id} className="card">
              {n.image && <Image src={n.image.url} alt={n.alt} width={480} height={270} sizes="(max-width: 700px) 100vw, 25vw" />}
              <h3>{n.link ? <Link href={n.link}>{n.title}</Link> : n.title}</h3>
              <p>{truncate(n.body, 120)}</p>
            </li>
          ))}
        </ul>
      </section>
    </main>
  )
}
