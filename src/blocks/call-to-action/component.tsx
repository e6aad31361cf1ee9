import { ActionList } from '@/components/site/action-list'
import type { PageBlockOf } from '@/content/types'

import styles from '../blocks.module.css'
import home from '../home.module.css'

export function CallToActionView({ block }: { block: PageBlockOf<'callToAction'> }) {
  const text = (
    <>
      {block.eyebrow && <p className="eyebrow">{block.eyebrow}</p>}
      <h2>{block.heading}</h2>
      {block.html && <div className="prose" dangerouslySetInnerHTML={{ __html: block.html }} />}
    </>
  )
  if (block.style === 'band') {
    return (
      <section className={`section ${home.band}`} aria-label={block.heading}>
        <div className={`container ${home.bandInner}`}>
          <div>{text}</div>
          <ActionList actions={block.actions} light />
        </div>
      </section>
    )
  }
  return (
    <div className={`narrow ${styles.panel} ${block.style === 'blush' ? styles.panelBlush : ''}`}>
      {text}
      <ActionList actions={block.actions} />
    </div>
  )
}
