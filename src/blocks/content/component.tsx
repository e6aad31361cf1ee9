import { ActionList } from '@/components/site/action-list'
import type { PageBlockOf } from '@/content/types'

import styles from '../blocks.module.css'

export function ContentView({ block }: { block: PageBlockOf<'content'> }) {
  const body = <div className="prose" dangerouslySetInnerHTML={{ __html: block.html }} />
  if (!block.aside) return <div className="narrow">{body}</div>
  const { heading, html, actions } = block.aside
  return (
    <div className="grid-2">
      {body}
      <aside className={styles.panel} aria-label={heading ?? undefined}>
        {heading && <h2>{heading}</h2>}
        {html && <div dangerouslySetInnerHTML={{ __html: html }} />}
        <ActionList actions={actions} />
      </aside>
    </div>
  )
}
