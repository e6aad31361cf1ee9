'use client'

import { useRouter } from 'next/navigation'
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'

import type { ReferralOptions } from '@/forms/finish-form-words'
import type { QuoteCatalogue } from '@/quote'
import { PATHS } from '@/quote/screens/routes'

import { FlowContext, type Flow } from './flow'
import { addressSnapshot, calculatorUrl, subscribe } from './history'

type Calculator = typeof import('./quote-flow')

// The rest of the calculator, fetched once: when the browser is next idle after the price list
// comes alive, or at the first touch or focus on it, whichever is first (ADR 050).
let calculator: Promise<Calculator> | null = null
const loadCalculator = () => {
  calculator ??= import('./quote-flow').catch((error: unknown) => {
    calculator = null // a lost connection: the next tap tries again
    throw error
  })
  return calculator
}
/** Fetched ahead of her tap; a failure here is retried by the tap itself. */
const warm = () => void loadCalculator().catch(() => {})

const onMenu = (href: string) =>
  (new URL(href, 'http://calculator.invalid').pathname.replace(/\/+$/, '') || '/') === PATHS.prices

/**
 * /prices: the price list and the kinds of appointment, drawn by the server (`children`), with
 * none of the calculator's code in the page's first scripts (ADR 050). Her tap on a kind of
 * appointment or a way to choose is taken here: the calculator arrives (it is usually here
 * already), draws the step the link names, and from then on runs the page as on every
 * calculator address — the same screen and address a no-JavaScript visitor gets by following
 * the link. Back or Forward to another calculator address before she has tapped starts it too.
 */
export function QuoteStart({
  catalogue,
  seed,
  referralOptions,
  brandName,
  children,
}: {
  catalogue: QuoteCatalogue
  seed: number
  referralOptions: ReferralOptions
  brandName: string
  children: ReactNode
}) {
  const router = useRouter()
  const href = useSyncExternalStore(subscribe, addressSnapshot, () => PATHS.prices) ?? PATHS.prices
  const [running, setRunning] = useState<{
    QuoteFlow: Calculator['QuoteFlow']
    byChoice: boolean
  }>()
  const lastTap = useRef(0) // two quick taps while it arrives: the last one is followed

  const away = !onMenu(href)
  useEffect(() => {
    if (!away || running) return
    let live = true
    loadCalculator().then(
      ({ QuoteFlow }) => live && setRunning({ QuoteFlow, byChoice: false }),
      () => live && window.location.reload(),
    )
    return () => {
      live = false
    }
  }, [away, running])

  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(warm, {
        timeout: 5000,
      })
      return () => window.cancelIdleCallback(id)
    }
    const id = setTimeout(warm, 2000)
    return () => clearTimeout(id)
  }, [])

  const go = useCallback<Flow['go']>(
    (to, opts = {}) => {
      const url = calculatorUrl(to)
      if (!url) {
        router.push(to)
        return
      }
      const tap = ++lastTap.current
      loadCalculator().then(
        ({ QuoteFlow, startAt }) => {
          if (tap !== lastTap.current) return
          startAt(catalogue, url.pathname + url.search, seed, opts)
          setRunning({ QuoteFlow, byChoice: !opts.dialog && !opts.keepFocus })
        },
        // Not here and not to be had: the link's own page, from the server.
        () => window.location.assign(url.href),
      )
    },
    [router, catalogue, seed],
  )
  const flow = useMemo<Flow>(() => ({ go, closeDialog: (to) => go(to, { replace: true }) }), [go])

  if (running) {
    const { QuoteFlow } = running
    return (
      <QuoteFlow
        catalogue={catalogue}
        initialHref={href}
        seed={seed}
        referralOptions={referralOptions}
        brandName={brandName}
        byChoice={running.byChoice}
      />
    )
  }
  return (
    <FlowContext.Provider value={flow}>
      <div id="quote-flow" data-screen="menu" onPointerDown={warm} onFocus={warm}>
        {children}
      </div>
    </FlowContext.Provider>
  )
}
