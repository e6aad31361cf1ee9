'use client'

import { useEffect, useRef } from 'react'

// The step shown when the page was loaded; focus moves only when a different step appears.
let lastStep: string | null = null

/**
 * Moves keyboard and screen-reader focus to the heading of the step that just appeared.
 * Not on the first page load: a visitor arriving on the page starts at the top.
 */
export function FocusStep({ stepKey }: { stepKey: string }) {
  const ref = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    if (lastStep === null || lastStep === stepKey) {
      lastStep = stepKey
      return
    }
    lastStep = stepKey
    const heading = ref.current?.closest('section')?.querySelector<HTMLElement>('h2')
    if (heading) {
      heading.setAttribute('tabindex', '-1')
      heading.focus({ preventScroll: false })
    }
  }, [stepKey])
  return <span ref={ref} hidden />
}
