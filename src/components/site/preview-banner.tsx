import styles from './preview-banner.module.css'

/** Shown to staff in draft mode, so nobody mistakes a draft for the live page. */
export function PreviewBanner({ path, note }: { path: string; note?: string }) {
  return (
    <div className={styles.banner} role="status">
      <p>
        <strong>Preview</strong> — you are looking at the latest draft, which visitors do not see
        until it is published.{note ? ` ${note}` : ''}
      </p>
      <a href={`/preview/exit?to=${encodeURIComponent(path)}`} className={styles.exit}>
        Exit preview
      </a>
    </div>
  )
}
