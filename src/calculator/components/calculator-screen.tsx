'use client'

import Image from '@/components/site/responsive-image'

import {
  formatGBP,
  type CalculatorScreen,
  type CatalogueImage,
  type HairQuestion,
  type ServiceChoice,
  type StepChoices,
  type StylistChoice,
} from '@/quote'

import { hairQuestionLabels, stepLabel, typeLabels } from '../labels'
import { BudgetForm, SalonBudgetForm } from './budget-form'
import { FlowLink } from './flow'
import { Option } from './option'
import { SalonGroup } from './salon-group'
import { AppointmentLength, offerNote, OfferRows } from './selection-lines'
import { StepIndicator } from './step-indicator'
import styles from './calculator.module.css'

const NEXT_LABEL = {
  byPrice: 'Show what fits',
  byLevel: 'Show Stylists',
  byStylist: 'Next',
} as const

/** /prices/calculator: the steps, the running total, and on phones a bar that is always in view. */
export function CalculatorScreenView({ screen }: { screen: CalculatorScreen }) {
  const { current, quote, complete, state } = screen
  // Ticked iff the answer is still valid (a step changed further up keeps the others' ticks).
  const done = new Set(screen.answered)
  const label = (step: Parameters<typeof stepLabel>[0]) => stepLabel(step, screen.type, screen.mode)
  const next = screen.next ? { href: screen.next.href, label: NEXT_LABEL[screen.next.to] } : null
  const empty = quote.kind === 'exact' ? quote.lines.length === 0 : quote.names.length === 0
  const totalText =
    quote.kind === 'exact'
      ? formatGBP(quote.total)
      : `${formatGBP(quote.min)}–${formatGBP(quote.max)}`
  // The price with the offer the quote carries (a free service added leaves it as it is).
  const offerOff =
    quote.kind === 'exact' && screen.offer && !(screen.offer.free && !screen.offer.free.inQuote)
  const paysText = offerOff && screen.offer ? formatGBP(screen.offer.afterPence) : null
  const untilAsked = offerOff ? (screen.offer?.untilAsked ?? null) : null
  const totalLabel = complete
    ? quote.kind === 'exact'
      ? 'Total estimated cost'
      : 'Depending on level'
    : quote.kind === 'exact'
      ? 'Running total'
      : 'So far, by level'

  return (
    <div className={`${styles.page} ${styles.withBar}`}>
      <p className={styles.eyebrow}>{typeLabels[screen.type].title}</p>
      <h1 className={styles.title}>Build your quote</h1>
      {screen.left && (
        <section
          className={`${styles.panel} ${styles.leftNotice}`}
          aria-labelledby="left-stylist-title"
          data-left-stylist
        >
          <h2 id="left-stylist-title" className={styles.panelTitle}>
            {screen.left.name} has left us
          </h2>
          {screen.left.alternatives.length > 0 ? (
            <>
              <p>
                These stylists know {screen.left.firstName}&apos;s work and would love to see you:
              </p>
              <ul className={styles.options}>
                {screen.left.alternatives.map((a) => (
                  <Option
                    key={a.stylist.id}
                    href={a.href}
                    name={a.stylist.name}
                    meta={[a.stylist.levelName, a.salon?.name].filter(Boolean).join(' · ')}
                    note={a.offers.map(offerNote).join(' · ') || null}
                  />
                ))}
              </ul>
            </>
          ) : (
            <p>Please choose another of our stylists below.</p>
          )}
        </section>
      )}
      <StepIndicator steps={screen.steps} current={current} done={done} />
      <div className={styles.layout}>
        <div>
          {screen.visible
            .filter((step) => step !== 'totals')
            .map((step) => {
              if (step === current && screen.options)
                return (
                  <section
                    key={step}
                    id={`step-${step}`}
                    className={`${styles.panel} ${styles.currentPanel}`}
                    aria-labelledby={`step-${step}-title`}
                    data-current-step={step}
                  >
                    <h2
                      id={`step-${step}-title`}
                      className={styles.panelTitle}
                      tabIndex={-1}
                      data-focus-after-choice={complete ? undefined : ''}
                    >
                      {label(step)}
                    </h2>
                    <StepOptionsView options={screen.options} state={state} />
                  </section>
                )
              const d = screen.done.find((x) => x.step === step)
              if (!d) return null
              return (
                <section
                  key={step}
                  className={`${styles.panel} ${styles.donePanel}`}
                  aria-label={label(step)}
                >
                  <h2 className={styles.panelTitle}>{label(step)}</h2>
                  <p className={styles.doneValue}>{d.value}</p>
                  <FlowLink
                    className={styles.change}
                    href={d.change}
                    aria-label={`Change ${label(step).toLowerCase()}`}
                  >
                    Change
                  </FlowLink>
                </section>
              )
            })}
        </div>
        <aside className={styles.summary} aria-labelledby="quote-summary-title">
          <h2 id="quote-summary-title">Your quote</h2>
          <div aria-live="polite" aria-atomic="true">
            {empty ? (
              <p className={styles.summaryEmpty}>
                Your services and prices will appear here as you choose them.
              </p>
            ) : (
              <>
                <ul className={styles.lines}>
                  {quote.kind === 'exact'
                    ? quote.lines.map((l) => (
                        <li key={l.serviceId} className={styles.line}>
                          <span>{l.hairNote ? `${l.name} · ${l.hairNote}` : l.name}</span>
                          <span>{formatGBP(l.pence)}</span>
                        </li>
                      ))
                    : quote.names.map((n) => (
                        <li key={n} className={styles.line}>
                          {n}
                        </li>
                      ))}
                </ul>
                <p className={styles.totalRow} data-focus-after-choice={complete ? '' : undefined}>
                  <span>{totalLabel}</span>
                  <span className={styles.totalValue} data-testid="running-total">
                    {totalText}
                  </span>
                </p>
                {quote.kind === 'exact' && (
                  <AppointmentLength minutes={quote.minutes} tone="dark" />
                )}
                {screen.offer && <OfferRows offer={screen.offer} />}
              </>
            )}
          </div>
          {screen.next?.to === 'byPrice' ? (
            // Her budget right under the range: one step, not a page of its own.
            <div className={styles.summaryBudget} id="your-budget">
              <p className={styles.muted}>
                What would you like to spend? We&apos;ll show who fits.
              </p>
              <BudgetForm hidden={screen.next.hidden} budget={null} inSummary />
            </div>
          ) : (
            next && (
              <FlowLink className={`${styles.button} ${styles.summaryButton}`} href={next.href}>
                {next.label}
              </FlowLink>
            )
          )}
          {!complete && !empty && (
            <p className={styles.muted}>Estimated prices. Keep going to see your final total.</p>
          )}
        </aside>
      </div>
      <div className={styles.bar} data-quote-bar>
        {/* What she pays leads: with an offer off the total, that price, the full one beside it. */}
        {paysText ? (
          <p className={styles.barTotal} data-focus-after-choice={complete ? '' : undefined}>
            {untilAsked ? (
              // Not asked yet whether she is new: the new-client price, hers otherwise (ADR 046).
              <>
                <span className={styles.barValue} data-testid="bar-total">
                  {paysText}
                </span>{' '}
                <span className={styles.barLabel} data-testid="bar-before">
                  for new clients ({formatGBP(untilAsked.otherwisePence)} otherwise)
                </span>
              </>
            ) : (
              <>
                <span className={styles.barLabel}>You pay</span>{' '}
                <span className={styles.barValue} data-testid="bar-total">
                  {paysText}
                </span>{' '}
                <span className={styles.barLabel} data-testid="bar-before">
                  {totalText} before your offer
                </span>
              </>
            )}
          </p>
        ) : (
          <p className={styles.barTotal} data-focus-after-choice={complete ? '' : undefined}>
            <span className={styles.barLabel}>{empty ? 'Your quote' : totalLabel}</span>{' '}
            <span className={styles.barValue} data-testid="bar-total">
              {empty ? '—' : totalText}
            </span>
          </p>
        )}
        {screen.next?.to === 'byPrice' ? (
          // The budget field is in the summary: the bar takes her to it (a plain anchor first).
          <a
            className={`${styles.button} ${styles.buttonBar}`}
            href="#your-budget"
            onClick={(e) => {
              const field = document.getElementById('budget')
              if (!field) return
              e.preventDefault()
              field.scrollIntoView({ block: 'center' })
              field.focus({ preventScroll: true })
            }}
          >
            Enter your budget
          </a>
        ) : next ? (
          <FlowLink className={`${styles.button} ${styles.buttonBar}`} href={next.href}>
            {next.label}
          </FlowLink>
        ) : current ? (
          <a
            className={`${styles.button} ${styles.buttonBarGhost}`}
            href={`#step-${current}`}
            onClick={(e) => {
              // To the step still to do, without a history entry for the fragment.
              const step = document.getElementById(`step-${current}`)
              if (!step) return
              e.preventDefault()
              step.scrollIntoView({ block: 'start' })
              step.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true })
            }}
          >
            {label(current)}
          </a>
        ) : null}
      </div>
    </div>
  )
}

function price(c: ServiceChoice) {
  if (c.pence == null) return null
  return c.pence > 0 ? `${c.from ? 'from ' : ''}${formatGBP(c.pence)}` : 'No charge'
}

function StepOptionsView({
  options,
  state,
}: {
  options: StepChoices
  state: CalculatorScreen['state']
}) {
  switch (options.step) {
    case 'salon': {
      const meta = (salon: (typeof options.salons)[number]['salon']) =>
        salon.isAcademy ? 'Our training academy — great value with supervised stylists' : null
      if (options.budget)
        return (
          <SalonBudgetForm
            hidden={options.budget.hidden}
            budget={options.budget.value}
            salons={options.salons.map((o) => ({
              id: o.salon.id,
              name: o.salon.name,
              meta: meta(o.salon),
            }))}
          />
        )
      return (
        <ul className={styles.options}>
          {options.salons.map((o) => (
            <Option key={o.salon.id} href={o.href} name={o.salon.name} meta={meta(o.salon)} />
          ))}
        </ul>
      )
    }
    case 'colourCategory':
      return (
        <ul className={styles.options}>
          {options.categories.map((o) => (
            <Option
              key={o.category.code}
              href={o.href}
              name={o.category.name}
              description={o.category.description}
              reason={o.reason}
              className={styles.swatchOption}
            >
              {o.category.image && <Swatch image={o.category.image} />}
            </Option>
          ))}
        </ul>
      )
    case 'level':
      return options.mode === 'level' ? (
        <>
          <p className={styles.guidance}>
            The more experienced the stylist, the higher the price. {priceBasis(options)}
          </p>
          {options.askReturning && (
            // Some stylists here see returning clients only: her answer opens their level.
            <div className={styles.panel} data-ask-returning>
              <p className={styles.panelTitle}>
                Have you been to {options.askReturning.salon} before?
              </p>
              <p className={styles.optionMeta}>
                Within the last 18 months. Some of our stylists here are seeing returning clients
                only at the moment.
              </p>
              <div className={styles.buttonRow}>
                <FlowLink
                  className={`${styles.button} ${styles.buttonGhost}`}
                  href={options.askReturning.yes}
                >
                  Yes
                </FlowLink>
                <FlowLink
                  className={`${styles.button} ${styles.buttonGhost}`}
                  href={options.askReturning.no}
                >
                  No
                </FlowLink>
              </div>
            </div>
          )}
          <ul className={styles.options}>
            {options.levels.map((o) => (
              <Option
                key={o.level.id}
                href={o.href}
                name={o.level.name}
                price={o.pence == null ? null : formatGBP(o.pence)}
                reason={o.reason}
                meta={[
                  o.level.experience,
                  o.href
                    ? state.selection.salonId != null
                      ? `${o.here} at this salon`
                      : `${o.here} ${o.here === 1 ? 'stylist' : 'stylists'}`
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            ))}
          </ul>
        </>
      ) : (
        <>
          <p className={styles.guidance}>{priceBasis(options)}</p>
          {/* By salon, hers first (docs/rules.md); each card names its salon too. */}
          {options.groups.map((g) => (
            <SalonGroup
              key={g.salon.id}
              id={`salon-group-${g.salon.id}`}
              salonId={g.salon.id}
              title={g.chosen ? `${g.salon.name} (your salon)` : g.salon.name}
              className={styles.salonGroup}
            >
              <StylistList list={g.items} />
            </SalonGroup>
          ))}
        </>
      )
    case 'hair':
      return <HairQuestions questions={options.questions} />
    default:
      return (
        <>
          {options.step === 'colour' && options.category?.guidance && (
            <p className={styles.guidance}>{options.category.guidance}</p>
          )}
          <ul className={styles.options}>
            {options.services.map((o) => (
              <Option
                key={o.service.id}
                href={o.href}
                name={o.service.name}
                // A service her level cannot do has no price to offer her, only the reason.
                price={o.href == null ? null : price(o)}
                description={o.service.description}
                reason={o.reason}
              />
            ))}
          </ul>
          {options.back && (
            <p>
              <FlowLink href={options.back}>← Back to colour types</FlowLink>
            </p>
          )}
        </>
      )
  }
}

/** A choice's picture (a colour's swatch, a hair band's drawing): decoration, its name beside it. */
const Swatch = ({ image }: { image: CatalogueImage }) => (
  <Image
    className={styles.swatch}
    src={image.url}
    variants={image.variants}
    alt=""
    width={72}
    height={72}
    sizes="72px"
  />
)

/** Her length and thickness on one screen, one tap each (ADR 051): each a link, as every choice. */
function HairQuestions({ questions }: { questions: HairQuestion[] }) {
  return (
    <>
      {questions.map((q) => (
        <fieldset key={q.measure} className={styles.hairQuestion}>
          <legend className={styles.hairLegend}>{hairQuestionLabels[q.measure].question}</legend>
          <ul className={styles.options}>
            {q.choices.map((c) => {
              const name = c.band?.name ?? 'Not sure'
              const extra =
                c.extraPence == null
                  ? null
                  : c.extraPence > 0
                    ? `+${formatGBP(c.extraPence)}`
                    : 'No extra'
              const image = (c.band ?? c.priced).image
              return (
                <Option
                  key={c.band?.id ?? 'unsure'}
                  href={c.href}
                  name={name}
                  price={extra}
                  description={
                    c.band
                      ? c.band.description
                      : `Priced as ${c.priced.name.toLowerCase()}. ${hairQuestionLabels[q.measure].unsureNote}`
                  }
                  note={c.chosen ? 'Your answer' : null}
                  className={`${styles.swatchOption} ${c.chosen ? styles.chosenOption : ''}`}
                >
                  {image && c.band && <Swatch image={image} />}
                </Option>
              )
            })}
          </ul>
        </fieldset>
      ))}
    </>
  )
}

const priceBasis = (o: { priceBasis: string[]; basisIsReference: boolean }) =>
  o.basisIsReference
    ? `Prices shown are for ${o.priceBasis.join(' with ')}, as an example.`
    : `Prices shown are for ${o.priceBasis.join(', ')}.`

function StylistList({ list }: { list: StylistChoice[] }) {
  return (
    <ul className={styles.options}>
      {list.map((o) => (
        <Option
          key={o.stylist.id}
          href={o.href}
          name={o.stylist.name}
          price={o.pence == null ? null : formatGBP(o.pence)}
          meta={[o.stylist.levelName, o.salon?.shortName].filter(Boolean).join(' · ') || null}
          note={
            [o.href ? o.reason : null, ...o.offers.map(offerNote)].filter(Boolean).join(' · ') ||
            null
          }
          reason={o.href ? null : o.reason}
          className={styles.stylistOption}
        >
          {o.stylist.photo && (
            <Image
              className={styles.avatar}
              src={o.stylist.photo.url}
              variants={o.stylist.photo.variants}
              alt=""
              width={48}
              height={48}
              sizes="48px"
            />
          )}
        </Option>
      ))}
    </ul>
  )
}
