'use client'

import styles from '@/calculator/components/calculator.module.css'

/** A save that could not reach the server: say so, and offer the form again (values are kept). */
export default function FinishError({ reset }: { error: Error; reset: () => void }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>We couldn&apos;t save your quote</h1>
      <p className={styles.error} role="alert">
        Something went wrong while sending your details — perhaps the connection dropped. Nothing
        you typed is lost.
      </p>
      <button
        type="button"
        className={`${styles.button} ${styles.buttonDark}`}
        onClick={() => reset()}
      >
        Try again
      </button>
    </div>
  )
}
