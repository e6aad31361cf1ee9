import type { PageBlockOf } from '@/content/types'
import { toSlug } from '@/fields/slug'

import styles from '../blocks.module.css'

export function SectionsView({ block }: { block: PageBlockOf<'sections'> }) {
  const H = block.heading ? 'h3' : 'h2'
  return (
    <div className="narrow">
      {block.heading && <h2 className={styles.sectionsHeading}>{block.heading}</h2>}
      {block.style === 'faq' ? (
        <div className={styles.faq}>
          {block.items.map((item) => (
            <details key={item.heading} className={styles.question}>
              <summary>{item.heading}</summary>
              <div className="prose" dangerouslySetInnerHTML={{ __html: item.html }} />
            </details>
          ))}
        </div>
      ) : (
        <div className={styles.sections}>
          {block.items.map((item) => {
            const id = toSlug(item.heading)
            return (
              <section key={id} className={styles.policy} aria-labelledby={id}>
                <H id={id}>{item.heading}</H>
                <div className="prose" dangerouslySetInnerHTML={{ __html: item.html }} />
              </section>
            )
          })}
        </div>
      )}
    </div>
  )
}
