'use client'

import { useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import {
  describeSmsLength,
  smsLength,
  templateProblem,
  withDefaults,
  type TemplateKind,
} from '@/content/message-templates'
import { applicationEmail, type QuoteMessageInput } from '@/delivery/templates'

import { previewQuoteMessages, sampleQuoteFacts, type SampleSalon } from './sample-quote'

/**
 * The site's address as messages use it (SITE_URL, given by the field's config as a client
 * prop): a wrong SITE_URL shows in the preview's links instead of hiding behind the admin's own
 * address.
 */
type PreviewProps = { siteUrl?: string }

/** The first salon (by name), so the sample says what a quote of hers would. */
function useSampleSalon(): SampleSalon | null {
  const [salon, setSalon] = useState<SampleSalon | null>(null)
  useEffect(() => {
    let live = true
    fetch('/cms-api/salons?depth=0&limit=1&sort=name', { credentials: 'include' })
      .then((r) => (r.ok ? r.json() : null))
      .then((d: { docs?: { id: number; name: string; phone?: string | null }[] } | null) => {
        const s = d?.docs?.[0]
        if (live && s) setSalon({ id: s.id, name: s.name, phone: s.phone ?? null })
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])
  return salon
}

function useBrandName(): string {
  const [brand, setBrand] = useState('Your salon')
  useEffect(() => {
    let live = true
    fetch('/cms-api/globals/site-settings?depth=0', { credentials: 'include' })
      .then((r) => (r.ok ? r.json() : null))
      .then((d: { brandName?: string } | null) => {
        if (live && d?.brandName) setBrand(d.brandName)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])
  return brand
}

/** The whole form's wording, as typed so far. */
function useDraft(): Pick<QuoteMessageInput, 'templates'> {
  const values = useFormFields(([fields]) => {
    const out: Record<string, unknown> = {}
    for (const [path, field] of Object.entries(fields)) out[path] = field?.value
    return JSON.stringify(out)
  })
  const v = JSON.parse(values) as Record<string, unknown>
  const text = (path: string) => (typeof v[path] === 'string' ? (v[path] as string) : null)
  return {
    templates: withDefaults({
      quoteEmail: {
        subject: text('quoteEmail.subject'),
        greeting: text('quoteEmail.greeting'),
        intro: text('quoteEmail.intro'),
        offerHeading: text('quoteEmail.offerHeading'),
        offer: text('quoteEmail.offer'),
        closing: text('quoteEmail.closing'),
      },
      quoteSms: { newClient: text('quoteSms.newClient'), regular: text('quoteSms.regular') },
      applicationNotice: {
        subject: text('applicationNotice.subject'),
        intro: text('applicationNotice.intro'),
      },
    }),
  }
}

const box: React.CSSProperties = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 8,
  padding: 16,
  marginBottom: 16,
  background: 'var(--theme-elevation-0)',
}

function Problems({ texts, kind }: { texts: string[]; kind: TemplateKind }) {
  const problems = [...new Set(texts.map((t) => templateProblem(t, kind)))].filter(
    (p): p is string => p !== true,
  )
  if (!problems.length) return null
  return (
    <p role="alert" style={{ color: 'var(--theme-error-500)', marginBottom: 8 }}>
      {problems.join(' ')}
    </p>
  )
}

function Heading({ children }: { children: React.ReactNode }) {
  return <p style={{ fontWeight: 600, margin: '8px 0' }}>{children}</p>
}

const siteUrlOf = (props: PreviewProps) =>
  props.siteUrl ?? (typeof window === 'undefined' ? '' : window.location.origin)

export function QuoteEmailPreview(props: PreviewProps) {
  const draft = useDraft()
  const brand = useBrandName()
  const salon = useSampleSalon()
  const [withOffer, setWithOffer] = useState(true)
  const { email } = previewQuoteMessages(
    sampleQuoteFacts({
      brandName: brand,
      salon,
      siteUrl: siteUrlOf(props),
      templates: draft.templates,
      withOffer,
    }),
  )
  const t = draft.templates.quoteEmail
  return (
    <section aria-label="Preview of the quote e-mail" data-testid="email-preview">
      <Heading>Preview with a sample quote (not saved yet)</Heading>
      <Problems texts={Object.values(t)} kind="quote" />
      <label style={{ display: 'block', marginBottom: 8 }}>
        <input
          type="checkbox"
          checked={withOffer}
          onChange={(e) => setWithOffer(e.target.checked)}
        />{' '}
        With a sample offer (20% off, code SAMPLE20): a quote carries the one offer it qualifies
        for, as set under Offers
      </label>
      <p style={{ marginBottom: 8 }}>
        <strong>Subject:</strong> <span data-testid="email-preview-subject">{email.subject}</span>
      </p>
      <iframe
        title="Quote e-mail preview"
        sandbox=""
        srcDoc={email.html}
        style={{ ...box, width: '100%', height: 640, background: '#fff', padding: 0 }}
      />
    </section>
  )
}

export function QuoteSmsPreview(props: PreviewProps) {
  const draft = useDraft()
  const brand = useBrandName()
  const salon = useSampleSalon()
  const t = draft.templates.quoteSms
  return (
    <section aria-label="Preview of the text messages" data-testid="sms-preview">
      <Heading>Preview with a sample quote (not saved yet)</Heading>
      <Problems texts={Object.values(t)} kind="quote" />
      {(
        [
          ['When the quote carries an offer (a sample offer)', true, t.newClient],
          ['When the quote carries no offer', false, t.regular],
        ] as const
      ).map(([who, withOffer]) => {
        const { sms: sent } = previewQuoteMessages(
          sampleQuoteFacts({
            brandName: brand,
            salon,
            siteUrl: siteUrlOf(props),
            templates: draft.templates,
            withOffer,
          }),
        )
        const length = smsLength(sent)
        return (
          <div key={who} style={box}>
            <p style={{ fontWeight: 600, marginBottom: 4 }}>{who}</p>
            <p style={{ whiteSpace: 'pre-wrap', marginBottom: 8 }} data-testid="sms-preview-text">
              {sent}
            </p>
            <p
              data-testid="sms-preview-length"
              style={{ color: length.segments > 2 ? 'var(--theme-error-500)' : undefined }}
            >
              {describeSmsLength(length)}
            </p>
          </div>
        )
      })}
      <p style={{ color: 'var(--theme-elevation-600)' }}>
        A text outside the GSM alphabet (an emoji, ł, curly quotes) is sent as UCS-2 and fits 70
        characters per segment instead of 160. When a client’s name makes the text longer than two
        segments, the name is shortened, then a short form with the total and the link is sent.
      </p>
    </section>
  )
}

export function ApplicationNoticePreview(props: PreviewProps) {
  const draft = useDraft()
  const brand = useBrandName()
  const salon = useSampleSalon()
  const email = applicationEmail({
    brandName: brand,
    salonName: salon?.name ?? brand,
    name: 'Jamie Rivers',
    mobile: '+447700900123',
    email: 'jamie@example.com',
    role: 'Stylist',
    position: 'Senior Stylist',
    about: 'Ten years in salons.',
    whyHair: 'I love colour.',
    whyUs: 'Your team.',
    adminUrl: `${siteUrlOf(props).replace(/\/$/, '')}/admin/collections/job-applications`,
    templates: draft.templates,
  })
  return (
    <section aria-label="Preview of the application notice" data-testid="notice-preview">
      <Heading>Preview with a sample application (not saved yet)</Heading>
      <Problems texts={Object.values(draft.templates.applicationNotice)} kind="application" />
      <p style={{ marginBottom: 8 }}>
        <strong>Subject:</strong> {email.subject}
      </p>
      <pre style={{ ...box, whiteSpace: 'pre-wrap' }}>{email.text}</pre>
    </section>
  )
}
