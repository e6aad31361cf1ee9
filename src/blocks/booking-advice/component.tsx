import { ActionList } from '@/components/site/action-list'
import type { PageBlockOf } from '@/content/types'

import styles from '../blocks.module.css'

const pairs = [
  ['new', 'colour', 'newColour'],
  ['new', 'cutting', 'newCutting'],
  ['existing', 'colour', 'existingColour'],
  ['existing', 'cutting', 'existingCutting'],
] as const

/**
 * Two questions as radio buttons; the matching advice shows by CSS (:has), so the page stays
 * static, works without JavaScript, and a browser without :has shows all four answers.
 */
export function BookingAdviceView({ block }: { block: PageBlockOf<'bookingAdvice'> }) {
  const radio = (name: string, value: string, answer: { label: string; hint: string | null }) => (
    <li>
      <input
        className={styles.radio}
        type="radio"
        id={`${block.id}-${value}`}
        name={`${block.id}-${name}`}
        value={value}
        data-answer={value}
      />
      <label htmlFor={`${block.id}-${value}`} className={styles.choice}>
        <strong>{answer.label}</strong>
        {answer.hint && <span>{answer.hint}</span>}
      </label>
    </li>
  )
  return (
    <div className={styles.chooser}>
      <fieldset className={styles.question}>
        <legend className={styles.stepHeading}>{block.clientQuestion}</legend>
        <ul className={styles.choices}>
          {radio('client', 'new', block.newClient)}
          {radio('client', 'existing', block.existingClient)}
        </ul>
      </fieldset>
      <fieldset className={`${styles.question} ${styles.serviceStep}`}>
        <legend className={styles.stepHeading}>{block.serviceQuestion}</legend>
        <ul className={styles.choices}>
          {radio('service', 'colour', block.colour)}
          {radio('service', 'cutting', block.cutting)}
        </ul>
      </fieldset>
      <div aria-live="polite">
        {pairs.map(([client, service, key]) => (
          <section
            key={key}
            className={`${styles.panel} ${styles.advice}`}
            data-advice={`${client}-${service}`}
            aria-labelledby={`${block.id}-${key}`}
          >
            <h2 id={`${block.id}-${key}`}>{block.advice[key].heading}</h2>
            <div className="prose" dangerouslySetInnerHTML={{ __html: block.advice[key].html }} />
            <ActionList actions={block.actions} />
          </section>
        ))}
      </div>
      {block.footnoteHtml && (
        <div className={styles.more} dangerouslySetInnerHTML={{ __html: block.footnoteHtml }} />
      )}
    </div>
  )
}
