import { TextLink } from '@/components/site/action-list'
import type { PageBlockOf } from '@/content/types'

import styles from '../blocks.module.css'
import home from '../home.module.css'

const listClass = { steps: styles.steps, cards: home.pillars, buttons: styles.roles }

export function CardsView({ block }: { block: PageBlockOf<'cards'> }) {
  const H = block.heading ? 'h3' : 'h2'
  const List = block.style === 'steps' ? 'ol' : 'ul'
  return (
    <div>
      {(block.heading || block.intro) && (
        <div className={home.introHead}>
          {block.eyebrow && <p className="eyebrow">{block.eyebrow}</p>}
          {block.heading && <h2>{block.heading}</h2>}
          {block.intro && <p className="lede">{block.intro}</p>}
        </div>
      )}
      <List className={listClass[block.style]}>
        {block.items.map((item) => (
          <li key={item.heading} className={block.style === 'buttons' ? styles.role : undefined}>
            <H>{item.heading}</H>
            <p>{item.text}</p>
            {item.link && (
              <TextLink
                link={item.link}
                className={block.style === 'buttons' ? 'button' : 'text-link'}
              />
            )}
          </li>
        ))}
      </List>
    </div>
  )
}
