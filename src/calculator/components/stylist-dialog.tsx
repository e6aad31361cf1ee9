'use client'

import Image from 'next/image'
import Link from '@/components/link'
import { useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'

import styles from './calculator.module.css'

type Props = {
  name: string
  firstName: string
  levelName: string
  salonName: string
  photo: { url: string; alt: string } | null
  paragraphs: string[]
  chooseHref: string
  closeHref: string
}

/** The stylist modal of "Your Selections": a real <dialog> (focus trapped, Escape closes). */
export function StylistDialog(p: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const router = useRouter()
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) {
      // Rendered open on the server for visitors without JavaScript; make it modal here.
      dialog.removeAttribute('open')
      dialog.showModal()
    }
  }, [])
  return (
    <dialog
      ref={ref}
      open
      className={styles.dialog}
      aria-labelledby="stylist-dialog-title"
      onClose={() => router.replace(p.closeHref, { scroll: false })}
    >
      {p.photo && (
        <Image
          src={p.photo.url}
          alt={p.photo.alt}
          width={560}
          height={420}
          sizes="(max-width: 600px) 100vw, 560px"
          style={{
            width: '100%',
            height: 'auto',
            maxHeight: '42vh',
            objectFit: 'cover',
            objectPosition: 'top',
          }}
        />
      )}
      <div className={styles.dialogBody}>
        <h2 id="stylist-dialog-title">{p.name}</h2>
        <p className={styles.optionMeta}>
          {p.levelName} · {p.salonName}
        </p>
        {p.paragraphs.slice(0, 3).map((para, i) => (
          <p key={i}>{para}</p>
        ))}
        <div className={styles.buttonRow}>
          <Link className={`${styles.button} ${styles.buttonDark}`} href={p.chooseHref}>
            Choose {p.firstName} as your stylist
          </Link>
          <Link
            className={styles.button}
            href={p.closeHref}
            scroll={false}
            replace
            onClick={(e) => {
              e.preventDefault()
              ref.current?.close()
            }}
          >
            Choose a different stylist
          </Link>
        </div>
      </div>
    </dialog>
  )
}
