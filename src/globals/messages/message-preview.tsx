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
import {
  applicationEmail,
  quoteEmail,
  quoteSms,
  type QuoteMessageInput,
} from '@/delivery/templates'
import { percentOffPence, ukDay, type SnapshotOffer } from '@/quote'

// A sample quote, written by the form's current (unsaved) values, so a manager sees the message
// before saving it. The brand comes from Site settings; the rest is an invented example.
const SAMPLE_TOTAL = 14800

/**
 * An invented offer for the preview (the offers themselves are edited under Offers): 20% off,
 * good for four weeks. The preview says it is a sample.
 */
function sampleOffer(): SnapshotOffer {
  const after = percentOffPence(SAMPLE_TOTAL, 20)
  return {
    id: null,
    slug: 'sample',
    title: 'Sample offer: 20% off your first visit',
    code: 'SAMPLE20',
    benefit: { kind: 'percent', percent: 20 },
    saving_text: '20% off',
    saving: (SAMPLE_TOTAL - after) / 100,
    after: after / 100,
    free: null,
    expires: ukDay(new Date(Date.now() + 28 * 24 * 60 * 60 * 1000)),
  }
}

const sampleQuote = (brandName: string) => ({
  firstName: 'Alex',
  brandName,
  salonName: 'High Street',
  salonPhone: '01632 960000',
  stylistName: 'Sam Taylor',
  levelName: 'Senior Stylist',
  lines: [
    { service: 'Full head highlights', pence: 9800 },
    { service: 'Cut, dry & style', pence: 5000 },
  ],
  totalPence: SAMPLE_TOTAL,
  quoteUrl: `${typeof window === 'undefined' ? '' : window.location.origin}/quote/Xy7aB2cD9eFgH1jK`,
  bookingUrl: null,
})

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

export function QuoteEmailPreview() {
  const draft = useDraft()
  const brand = useBrandName()
  const [withOffer, setWithOffer] = useState(true)
  const email = quoteEmail({
    ...sampleQuote(brand),
    ...draft,
    offer: withOffer ? sampleOffer() : null,
  })
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

export function QuoteSmsPreview() {
  const draft = useDraft()
  const brand = useBrandName()
  const sample = sampleQuote(brand)
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
        const sent = quoteSms({ ...sample, ...draft, offer: withOffer ? sampleOffer() : null })
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

export function ApplicationNoticePreview() {
  const draft = useDraft()
  const brand = useBrandName()
  const email = applicationEmail({
    brandName: brand,
    salonName: 'High Street',
    name: 'Jamie Rivers',
    mobile: '+447700900123',
    email: 'jamie@example.com',
    role: 'Stylist',
    position: 'Senior Stylist',
    about: 'Ten years in salons.',
    whyHair: 'I love colour.',
    whyUs: 'Your team.',
    adminUrl: '/admin/collections/job-applications',
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
