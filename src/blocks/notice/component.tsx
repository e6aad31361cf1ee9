import type { PageBlockOf } from '@/content/types'

import styles from '../blocks.module.css'

export function NoticeView({ block }: { block: PageBlockOf<'notice'> }) {
  return (
    <aside
      className={`narrow ${styles.notice} ${block.tone === 'important' ? styles.noticeImportant : ''}`}
      aria-label={block.heading}
    >
      <h2>{block.heading}</h2>
      {block.text.split(/\n\s*\n/).map((p) => (
        <p key={p}>{p}</p>
      ))}
    </aside>
  )
}
