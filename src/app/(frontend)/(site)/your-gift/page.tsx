import type { Metadata } from 'next'

import { PageHeader } from '@/components/site/PageHeader'

import styles from '../content.module.css'

// Cached; rebuilt when staff change content (src/content/revalidate.server.ts) or after 5 min.
export const revalidate = 300

export const metadata: Metadata = {
  title: 'A thank-you gift for you',
  description:
    'A thank-you gift for some of our most loyal Willow & Wren clients: choose one of two gift sets and collect it at your next visit.',
  alternates: { canonical: '/your-gift' },
  robots: { index: false, follow: true },
}

export default function YourGiftPage() {
  return (
    <>
      <PageHeader
        eyebrow="With our thanks"
        title="A little gift, because you're wonderful"
        lede="You're one of the clients who have supported us most this year, and we wanted to say thank you properly."
      />
      <div className="container section">
        <div className="narrow prose">
          <p>
            Our salons exist because of loyal clients like you — the people who book again and
            again, send their friends and family our way, and tell us honestly when something could
            be better. So we&apos;ve put together a gift set for you, and you get to choose which
            one.
          </p>
        </div>
        <h2 className={`center ${styles.spaced}`}>Choose one of two gift sets</h2>
        <ul className={styles.steps}>
          <li>
            <h3>The Colour Care set</h3>
            <p>
              A sulphate-free shampoo and conditioner for coloured hair, plus a bond-repair
              treatment to keep lightened or coloured hair strong and glossy.
            </p>
          </li>
          <li>
            <h3>The Finishing Touch set</h3>
            <p>
              A lightweight heat protector, a smoothing oil for shine and flyaways, and a
              flexible-hold spray — everything for a salon blow-dry at home.
            </p>
          </li>
        </ul>
        <div className={`narrow ${styles.panel} ${styles.panelBlush} ${styles.spaced}`}>
          <h2>How to collect your gift</h2>
          <ol className="prose">
            <li>Keep the text message we sent you — it&apos;s your gift invitation.</li>
            <li>At your next visit, show the text message at reception.</li>
            <li>
              Tell us which set you&apos;d like, and we&apos;ll have it wrapped and ready before you
              leave.
            </li>
          </ol>
          <p className={styles.small}>
            One gift per invited client, collected at your next appointment at any of our salons,
            while stocks last. If you can&apos;t find your text, just mention it at reception and
            we&apos;ll check your record.
          </p>
        </div>
      </div>
    </>
  )
}
