import Link from '@/components/link'

import styles from '@/calculator/components/calculator.module.css'

export default function QuoteNotFound() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>We couldn&apos;t find that quote</h1>
      <p className={styles.lede}>
        The link may be incomplete — please check it against your e-mail or text message. You can
        always build a new quote in a couple of minutes.
      </p>
      <Link className={`${styles.button} ${styles.buttonDark}`} href="/prices">
        Get a new quote
      </Link>
    </div>
  )
}
