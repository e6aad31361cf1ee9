'use client'

import Image from '@/components/site/responsive-image'
import { useEffect, useRef } from 'react'

import {
  formatGBP,
  formatGBPExact,
  type BudgetCard,
  type ByBudgetScreen,
  type ByLevelScreen,
  type ByStylistScreen,
  type CatalogueSalon,
  type CatalogueStylist,
  type LevelMove,
  type StylistOffer,
} from '@/quote'

import { BudgetForm } from './budget-form'
import { FlowLink, useFlow } from './flow'
import { OfferNotes, offerNote, SelectionLines } from './selection-lines'
import { SalonGroup } from './salon-group'
import { StylistDialog } from './stylist-dialog'
import styles from './calculator.module.css'

function StylistCard({
  stylist,
  salon,
  href,
  extra,
  offers,
  dialog,
}: {
  stylist: CatalogueStylist
  salon: CatalogueSalon | null
  href: string
  extra?: string
  offers: StylistOffer[]
  dialog?: boolean
}) {
  return (
    <li>
      <FlowLink className={styles.card} href={href} dialog={dialog} data-stylist-card={stylist.id}>
        {stylist.photo && (
          <Image
            className={styles.cardImage}
            src={stylist.photo.url}
            variants={stylist.photo.variants}
            alt=""
            width={400}
            height={500}
            sizes="(max-width: 600px) 50vw, 220px"
          />
        )}
        <span className={styles.cardBody}>
          <span className={styles.optionName}>{stylist.name}</span>
          <span className={styles.optionMeta}>
            {[stylist.levelName, salon?.shortName, extra].filter(Boolean).join(' · ')}
          </span>
          {!stylist.acceptingNewClients && (
            <span className={styles.optionNote}>Returning clients only</span>
          )}
          <OfferNotes offers={offers} />
        </span>
      </FlowLink>
    </li>
  )
}

/**
 * A stylist who fits her budget, as a row the width of the screen: her portrait small, her
 * name, level and salon, and what she pays on the right (a half-width card per salon left half
 * a phone empty).
 */
function BudgetRow({ card }: { card: BudgetCard }) {
  const { stylist, salon } = card
  return (
    <li>
      <FlowLink className={styles.budgetRow} href={card.href} data-stylist-card={stylist.id}>
        {stylist.photo ? (
          <Image
            className={styles.budgetPhoto}
            src={stylist.photo.url}
            alt=""
            width={64}
            height={80}
            sizes="64px"
          />
        ) : (
          <span className={styles.budgetPhoto} />
        )}
        <span className={styles.budgetText}>
          <span className={styles.optionName}>{stylist.name}</span>
          <span className={styles.optionMeta}>
            {[stylist.levelName, salon?.shortName].filter(Boolean).join(' · ')}
          </span>
          {!stylist.acceptingNewClients && (
            <span className={styles.optionNote}>Returning clients only</span>
          )}
          <OfferNotes offers={card.offers} />
        </span>
        <span className={styles.budgetPrice}>
          {formatGBP(card.pays)}
          {card.otherwise != null ? (
            // Not asked yet whether she is new: whose price this is, and hers otherwise (ADR 046).
            // Two short lines, so the price keeps to the right of a phone's row.
            <>
              <span className={styles.budgetWas}>for new clients</span>
              <span className={styles.budgetWas}>({formatGBP(card.otherwise)} otherwise)</span>
            </>
          ) : (
            card.before != null &&
            card.pays < card.before && (
              <span className={styles.budgetWas}>was {formatGBP(card.before)}</span>
            )
          )}
        </span>
      </FlowLink>
    </li>
  )
}

function Move({ move, word }: { move: LevelMove | null; word: 'Down' | 'Up' }) {
  if (move?.href)
    return (
      <FlowLink className={`${styles.button} ${styles.buttonGhost}`} href={move.href}>
        {word} a level: {move.level.name} ({formatGBP(move.pence)})
      </FlowLink>
    )
  return (
    <span className={styles.moveOff}>
      <button type="button" className={`${styles.button} ${styles.buttonGhost}`} disabled>
        {word} a level{move ? `: ${move.level.name}` : ''}
      </button>
      {move?.reason && <span className={styles.reason}>{move.reason}</span>}
    </span>
  )
}

/** "Your Selection": the total at a level, a level up or down, and who can take the client. */
export function ByLevelScreenView({ screen }: { screen: ByLevelScreen }) {
  const { level, salon } = screen
  const flow = useFlow()
  // Focus returns to the card the dialog was opened from when it closes.
  const opened = useRef<number | null>(null)
  const viewing = screen.dialog?.stylist.id ?? null
  useEffect(() => {
    if (viewing != null) {
      opened.current = viewing
      return
    }
    if (opened.current == null) return
    document.querySelector<HTMLElement>(`[data-stylist-card="${opened.current}"]`)?.focus()
    opened.current = null
  }, [viewing])
  return (
    <div className={styles.page}>
      <p className={styles.eyebrow}>Your quote · {level.name}</p>
      <h1 className={styles.title} data-focus-after-choice>
        Your Selection
      </h1>
      <SelectionLines
        lines={screen.lines}
        total={screen.total}
        offer={screen.offer}
        minutes={screen.minutes}
      />
      <nav className={styles.levelNav} aria-label="Change level">
        <Move move={screen.down} word="Down" />
        <Move move={screen.up} word="Up" />
        <FlowLink href={screen.change}>Change Choices</FlowLink>
      </nav>

      <h2 className={styles.sectionTitle}>
        {salon ? `${level.name}s at ${salon.name}` : `${level.name}s`}
      </h2>
      {screen.here.length > 0 ? (
        <ul className={styles.cards}>
          {screen.here.map((s) => (
            <StylistCard
              key={s.stylist.id}
              stylist={s.stylist}
              salon={s.salon}
              href={s.href}
              offers={s.offers}
              dialog
            />
          ))}
        </ul>
      ) : (
        <p className={styles.note}>
          {salon
            ? `Unfortunately there are no staff at your chosen level at ${salon.name}.`
            : 'Unfortunately nobody at this level can take you at the moment.'}
          {screen.elsewhere.length > 0
            ? ' These stylists at our other salons work at the same level, so your quote stays within the same price range.'
            : ' Try a level up or down to see who is available.'}
        </p>
      )}
      {screen.elsewhereGroups.length > 0 && (
        <>
          <h2 className={styles.sectionTitle}>At our other salons, same level and price</h2>
          {screen.elsewhereGroups.map((g) => (
            <SalonGroup
              key={g.salon.id}
              id={`salon-group-${g.salon.id}`}
              salonId={g.salon.id}
              title={g.salon.name}
            >
              <ul className={styles.cards}>
                {g.items.map((s) => (
                  <StylistCard
                    key={s.stylist.id}
                    stylist={s.stylist}
                    salon={s.salon}
                    href={s.href}
                    offers={s.offers}
                    dialog
                  />
                ))}
              </ul>
            </SalonGroup>
          ))}
        </>
      )}
      {screen.dialog && (
        <StylistDialog
          key={screen.dialog.stylist.id}
          stylist={screen.dialog.stylist}
          salonName={screen.dialog.salon?.name ?? ''}
          offers={screen.dialog.offers}
          offer={screen.dialog.offer}
          chooseHref={screen.dialog.choose}
          onClose={() => flow?.closeDialog(screen.dialog!.close)}
          closeHref={screen.dialog.close}
        />
      )}
    </div>
  )
}

/** "Your Selection": the total with one stylist, then "I'm Happy" and the regular question. */
export function ByStylistScreenView({ screen }: { screen: ByStylistScreen }) {
  const { stylist, stylistSalon } = screen
  const salonName = stylistSalon?.name ?? 'us'
  return (
    <div className={styles.page}>
      <p className={styles.eyebrow}>Your quote with {stylist.name}</p>
      {/* After "I'm Happy" the question she answers next takes focus, not the title (issue 46). */}
      <h1
        className={styles.title}
        data-focus-after-choice={screen.phase === 'review' ? '' : undefined}
      >
        Your Selection
      </h1>
      <div className={styles.layout}>
        <div>
          <SelectionLines
            lines={screen.lines}
            total={screen.total}
            offer={screen.offer}
            minutes={screen.minutes}
          />
          {screen.otherSalon && (
            <p className={styles.note}>
              Please note: {stylist.firstName} works at {stylistSalon?.name}, not at{' '}
              {screen.otherSalon.name}.
            </p>
          )}
          {screen.phase === 'review' && (
            <div className={styles.buttonRow}>
              <FlowLink className={`${styles.button} ${styles.buttonDark}`} href={screen.happy}>
                I&apos;m Happy
              </FlowLink>
              <FlowLink className={`${styles.button} ${styles.buttonGhost}`} href={screen.change}>
                Change Choices
              </FlowLink>
            </div>
          )}
          {(screen.phase === 'question' || screen.phase === 'askReturning') && (
            <section className={styles.panel} aria-labelledby="regular-question">
              {screen.phase === 'askReturning' && (
                <p className={styles.optionNote}>
                  {stylist.firstName} is taking returning clients only at the moment.
                </p>
              )}
              <h2 id="regular-question" className={styles.panelTitle} data-focus-after-choice>
                Have you been to {salonName} before?
              </h2>
              <p className={styles.optionMeta}>Within the last 18 months.</p>
              <div className={styles.buttonRow}>
                {(
                  [
                    [true, screen.yes],
                    [false, screen.no],
                  ] as const
                ).map(([v, href]) => (
                  <FlowLink
                    key={String(v)}
                    className={`${styles.button} ${screen.state.regular === v ? styles.pressed : styles.buttonGhost}`}
                    aria-current={screen.state.regular === v ? 'true' : undefined}
                    href={href}
                  >
                    {v ? 'Yes' : 'No'}
                  </FlowLink>
                ))}
              </div>
              <p>
                <FlowLink href={screen.change}>Change Choices</FlowLink>
              </p>
            </section>
          )}
          {screen.phase === 'newClient' && (
            <section className={styles.panel} aria-labelledby="new-client-title">
              <h2 id="new-client-title" className={styles.panelTitle} data-focus-after-choice>
                {stylist.firstName} isn&apos;t taking new clients at the moment
              </h2>
              {screen.alternatives.length > 0 ? (
                <>
                  <p>
                    These {stylist.levelName}s are, for the same price of {formatGBP(screen.total)}:
                  </p>
                  <ul className={styles.cards}>
                    {screen.alternatives.map((a) => (
                      <StylistCard
                        key={a.stylist.id}
                        stylist={a.stylist}
                        salon={a.salon}
                        href={a.href}
                        offers={a.offers}
                      />
                    ))}
                  </ul>
                </>
              ) : (
                <p>Nobody else at this level is taking new clients just now.</p>
              )}
              <div className={styles.buttonRow}>
                {screen.byLevel && (
                  <FlowLink
                    className={`${styles.button} ${styles.buttonGhost}`}
                    href={screen.byLevel}
                  >
                    See stylists by level
                  </FlowLink>
                )}
                <FlowLink
                  className={`${styles.button} ${styles.buttonGhost}`}
                  href={screen.returning}
                >
                  I&apos;ve been before: I&apos;m a returning client
                </FlowLink>
              </div>
            </section>
          )}
        </div>
        <aside className={`${styles.panel} ${styles.stylistAside}`}>
          {stylist.photo && (
            <Image
              src={stylist.photo.url}
              variants={stylist.photo.variants}
              alt={stylist.photo.alt}
              width={320}
              height={400}
              sizes="(max-width: 900px) 96px, 320px"
              className={styles.stylistPhoto}
            />
          )}
          <div>
            <h2 className={styles.panelTitle}>{stylist.name}</h2>
            <p className={styles.optionMeta}>
              {stylist.levelName} · {stylistSalon?.name}
            </p>
            {!stylist.acceptingNewClients && (
              <p className={styles.optionNote}>Returning clients only</p>
            )}
            {screen.offers.map((o) => (
              <p key={o.offer.id} className={styles.optionNote} data-offer={o.offer.slug}>
                {offerNote(o)}
              </p>
            ))}
            {/* Not for a new client she cannot take: her diary would turn her away. */}
            {screen.booking && screen.phase !== 'newClient' && (
              <p>
                <a
                  className={`${styles.button} ${styles.buttonGhost}`}
                  href={screen.booking.href}
                  data-booking={screen.booking.source}
                >
                  {screen.booking.label}
                </a>
              </p>
            )}
          </div>
        </aside>
      </div>
    </div>
  )
}

/** By budget (docs/rules.md): which levels and stylists fit what the client wants to spend. */
export function ByBudgetScreenView({ screen }: { screen: ByBudgetScreen }) {
  return (
    <div className={styles.page}>
      <p className={styles.eyebrow}>Your quote · by budget</p>
      <h1 className={styles.title} data-focus-after-choice={screen.budget == null ? '' : undefined}>
        What would you like to spend?
      </h1>
      <p className={styles.lede}>
        Your services cost between {formatGBP(screen.min)} and {formatGBP(screen.max)}
        {screen.salon ? ` at ${screen.salon.name}` : ''}, depending on the stylist&apos;s level.
        Enter your budget to see who fits it, with any offer you qualify for taken off.
      </p>
      <BudgetForm hidden={screen.hidden} budget={screen.budget} />
      <p>
        <FlowLink href={screen.change}>Change Choices</FlowLink>
      </p>

      {screen.budget != null && (
        <section aria-live="polite" aria-labelledby="budget-results">
          <h2 id="budget-results" className={styles.srOnly} data-focus-after-choice>
            What fits {formatGBPExact(screen.budget)}
          </h2>
          {screen.fitting.length === 0 ? (
            <p className={styles.note}>
              Nothing fits a budget of {formatGBPExact(screen.budget)} for these services yet.
              {screen.closest &&
                ` The closest is ${/^[AEIOU]/i.test(screen.closest.level.name) ? 'an' : 'a'} ${screen.closest.level.name} at ${formatGBP(screen.closest.pays)}${screen.closest.over > 0 ? `, ${formatGBP(screen.closest.over)} over your budget` : ''}.`}
            </p>
          ) : (
            screen.fitting.map(
              ({ level, total, pays, over, offer, atHerSalon, stylists, groups }, i) => (
                // A level is two rows when her salon is chosen (hers, then the others'): one key
                // each, or React keeps an old row's stylists beside the new ones.
                <div key={`${level.id}-${atHerSalon ? 'here' : 'elsewhere'}`}>
                  {!atHerSalon && screen.salon && screen.fitting[i - 1]?.atHerSalon !== false && (
                    <p className={styles.note}>
                      Not at {screen.salon.name}, but at our other salons:
                    </p>
                  )}
                  <h2 className={styles.sectionTitle}>
                    {level.name} — {formatGBP(pays)}
                    {over > 0 && ` (${formatGBP(over)} over your budget)`}
                  </h2>
                  {over > 0 && (
                    <p className={styles.optionMeta}>
                      These stylists fit your budget with their own offers:
                    </p>
                  )}
                  {offer && (
                    <p className={styles.optionMeta} data-offer={offer.offer.slug}>
                      {offerNote(offer)}
                      {offer.untilAsked
                        ? ` · ${formatGBP(pays)} for new clients (${formatGBP(offer.untilAsked.otherwisePence)} otherwise)`
                        : pays < total && ` · ${formatGBP(total)} before the offer`}
                    </p>
                  )}
                  {stylists.length === 0 ? (
                    <p className={styles.optionMeta}>No stylists at this level at the moment.</p>
                  ) : (
                    // By salon; with her salon chosen, hers are rows of their own, first.
                    groups.map((g) => (
                      <SalonGroup
                        key={g.salon.id}
                        id={`budget-${level.id}-salon-${g.salon.id}`}
                        salonId={g.salon.id}
                        title={g.salon.name}
                      >
                        <ul className={styles.budgetList}>
                          {g.items.map((s) => (
                            <BudgetRow key={s.stylist.id} card={s} />
                          ))}
                        </ul>
                      </SalonGroup>
                    ))
                  )}
                </div>
              ),
            )
          )}
        </section>
      )}
    </div>
  )
}
