import Link from '@/components/link'
import type { ResolvedLink } from '@/content/links'

/** Buttons from page content: the first is the main action, the rest are quieter. */
export function ActionList({ actions, light }: { actions: ResolvedLink[]; light?: boolean }) {
  if (actions.length === 0) return null
  return (
    <ul className="actions">
      {actions.map((a, i) => {
        const className =
          `button ${i === 0 ? (light ? 'button-light' : '') : 'button-ghost'}`.trim()
        return (
          <li key={`${a.href}-${a.label}`}>
            {a.external ? (
              <a href={a.href} className={className}>
                {a.label}
              </a>
            ) : (
              <Link href={a.href} className={className}>
                {a.label}
              </Link>
            )}
          </li>
        )
      })}
    </ul>
  )
}

/** One link from page content, drawn as a text link. */
export function TextLink({ link, className }: { link: ResolvedLink; className?: string }) {
  return link.external ? (
    <a href={link.href} className={className}>
      {link.label}
    </a>
  ) : (
    <Link href={link.href} className={className}>
      {link.label}
    </Link>
  )
}
