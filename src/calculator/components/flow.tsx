'use client'

import NextLink from 'next/link'
import { createContext, useContext, type ComponentProps, type KeyboardEvent } from 'react'

/** How a screen moves the calculator on: a new address, answered in the browser. */
export type Flow = {
  /** `dialog`: opens the stylist dialog (its own entry, and it takes focus itself). */
  go: (href: string, opts?: { replace?: boolean; dialog?: boolean; keepFocus?: boolean }) => void
  /** Closes the stylist dialog: back to the entry it was opened from, or to `href`. */
  closeDialog: (href: string) => void
}

export const FlowContext = createContext<Flow | null>(null)
export const useFlow = () => useContext(FlowContext)

type Props = Omit<ComponentProps<'a'>, 'href'> & {
  href: string
  replace?: boolean
  dialog?: boolean
}

/**
 * A real link (it works without JavaScript and can be opened in a new tab) that, with
 * JavaScript, updates the calculator in place: no request, the address bar updated with the
 * history API. Space activates it too, as on a button.
 */
export function FlowLink({ href, replace, dialog, onClick, onKeyDown, ...props }: Props) {
  const flow = useFlow()
  return (
    <a
      {...props}
      href={href}
      onClick={(e) => {
        onClick?.(e)
        if (e.defaultPrevented || !flow) return
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
        // The browser's own navigation is stopped only once the calculator has taken the choice:
        // if that failed, the tap is an ordinary link to the same address (ADR 027, "The first
        // tap": a link must never be a tap that does nothing).
        try {
          flow.go(href, { replace, dialog })
        } catch (error) {
          console.error(error)
          return
        }
        e.preventDefault()
      }}
      onKeyDown={(e: KeyboardEvent<HTMLAnchorElement>) => {
        onKeyDown?.(e)
        if (e.key === ' ' && !e.defaultPrevented) {
          e.preventDefault()
          e.currentTarget.click()
        }
      }}
    />
  )
}

/** A link out of the calculator (to a saved quote, the privacy notice…): Next.js navigation. */
export function PageLink(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />
}
