'use client'

import { useId, type ReactNode } from 'react'

import { FlowLink } from './flow'
import styles from './calculator.module.css'

/**
 * One choice of a step: a link to the state it leads to, or, when it cannot be chosen, the
 * same card marked unavailable with the reason (not a link at all, so it cannot be followed).
 */
export function Option({
  href,
  name,
  description,
  meta,
  price,
  reason,
  note,
  children,
  className,
}: {
  href: string | null
  name: string
  description?: string | null // staff's plain-words line, e.g. what "Gloss & tone" is
  meta?: ReactNode
  price?: string | null
  reason?: string | null // why it cannot be chosen
  note?: string | null // a label on a choice that can be made, e.g. "Returning clients only"
  children?: ReactNode
  className?: string
}) {
  const descriptionId = useId()
  const described = description?.trim() ? descriptionId : undefined
  const body = (
    <>
      {children}
      <span className={styles.optionText}>
        <span className={styles.optionRow}>
          <span className={styles.optionName}>{name}</span>
          {price && <span className={styles.optionPrice}>{price}</span>}
        </span>
        {described && (
          // Read once, as the choice's description, not again as part of its name.
          <span id={described} className={styles.optionMeta} aria-hidden="true">
            {description}
          </span>
        )}
        {meta && <span className={styles.optionMeta}>{meta}</span>}
        {note && <span className={styles.optionNote}>{note}</span>}
        {href == null && reason && <span className={styles.reason}>{reason}</span>}
      </span>
    </>
  )
  return (
    <li>
      {href == null ? (
        <div
          className={`${styles.option} ${styles.optionDisabled} ${className ?? ''}`}
          aria-disabled="true"
          aria-describedby={described}
        >
          {body}
        </div>
      ) : (
        <FlowLink
          className={`${styles.option} ${className ?? ''}`}
          href={href}
          aria-describedby={described}
        >
          {body}
        </FlowLink>
      )}
    </li>
  )
}
