'use client'

import Image from '@/components/site/responsive-image'
import { useLayoutEffect, useRef } from 'react'

import { formatGBP, type CatalogueStylist, type ShownOffer, type StylistOffer } from '@/quote'

import { FlowLink } from './flow'
import { offerNote } from './selection-lines'
import styles from './calculator.module.css'

type Props = {
  stylist: CatalogueStylist
  salonName: string
  /** Her own live offers, and the one this quote would carry with her (when it is hers). */
  offers: StylistOffer[]
  offer: ShownOffer | null
  chooseHref: string
  closeHref: string
  onClose: () => void
}

/**
 * The stylist modal of the level total ("Your Selection"): a real modal <dialog>. It is
 * rendered open so that it shows without JavaScript (its links still work); in the browser it
 * is reopened with showModal() before it is painted, which moves focus into it, traps it there
 * and lets Escape close it. Closing returns to the list, and the list puts focus back on the card.
 */
export function StylistDialog({
  stylist,
  salonName,
  offers,
  offer,
  chooseHref,
  closeHref,
  onClose,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog || dialog.matches(':modal')) return
    // Removing the attribute closes it without a 'close' event; showModal() opens it as a modal.
    dialog.removeAttribute('open')
    dialog.showModal()
    ref.current?.querySelector<HTMLElement>('[data-dialog-start]')?.focus()
  }, [])
  const close = (e?: { preventDefault(): void }) => {
    e?.preventDefault()
    onClose()
  }
  return (
    <dialog
      ref={ref}
      open
      className={styles.dialog}
      aria-labelledby="stylist-dialog-title"
      onCancel={(e) => close(e)}
      onKeyDown={(e) => {
        // Tab and Shift+Tab go round the dialog's controls (the page behind is inert, but the
        // browser would otherwise let focus out to its own toolbar).
        if (e.key !== 'Tab') return
        const items = [...e.currentTarget.querySelectorAll<HTMLElement>('a[href], button')]
        const first = items[0]
        const last = items[items.length - 1]
        const active = document.activeElement
        if (!first || !last) return
        if (!e.shiftKey && active === last) {
          e.preventDefault()
          first.focus()
        } else if (e.shiftKey && active === first) {
          e.preventDefault()
          last.focus()
        }
      }}
    >
      <FlowLink
        className={styles.dialogClose}
        href={closeHref}
        replace
        aria-label="Close"
        onClick={(e) => close(e)}
      >
        <span aria-hidden="true">×</span>
      </FlowLink>
      {stylist.photo && (
        <Image
          src={stylist.photo.url}
          variants={stylist.photo.variants}
          alt={stylist.photo.alt}
          width={560}
          height={420}
          sizes="(max-width: 600px) 100vw, 560px"
          className={styles.dialogPhoto}
        />
      )}
      <div className={styles.dialogBody}>
        <h2 id="stylist-dialog-title" tabIndex={-1} data-dialog-start>
          {stylist.name}
        </h2>
        <p className={styles.optionMeta}>
          {stylist.levelName} · {salonName}
        </p>
        {offers.map((o) => (
          <p key={o.offer.id} className={styles.optionNote} data-offer={o.offer.slug}>
            {offerNote(o)}
          </p>
        ))}
        {offer && offer.afterPence < offer.totalPence && (
          <p>
            With {stylist.firstName}
            {offer.offer.audience === 'new' ? ', as a new client,' : ','} your quote is{' '}
            <strong data-testid="dialog-offer-total">{formatGBP(offer.afterPence)}</strong> instead
            of {formatGBP(offer.totalPence)}.
          </p>
        )}
        {stylist.paragraphs.slice(0, 3).map((para, i) => (
          <p key={i}>{para}</p>
        ))}
      </div>
      {/* Kept in view at the dialog's foot: on a phone her paragraphs push it below the fold. */}
      <div className={styles.dialogActions}>
        {/* Replaces the dialog's entry: back from her total returns to the list, not the dialog. */}
        <FlowLink className={`${styles.button} ${styles.buttonDark}`} href={chooseHref} replace>
          Choose {stylist.firstName} as your stylist
        </FlowLink>
        <FlowLink
          className={`${styles.button} ${styles.buttonGhost}`}
          href={closeHref}
          replace
          onClick={(e) => close(e)}
        >
          Choose a different stylist
        </FlowLink>
      </div>
    </dialog>
  )
}
