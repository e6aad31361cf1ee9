import Image from 'next/image'
import Link from '@/components/link'
import type { ReactNode } from 'react'

import {
  addOnsFor,
  categoryAvailable,
  formatGBP,
  isNewStarter,
  NEW_STARTER_MENS_CUT_MESSAGE,
  offerable,
  serviceAvailable,
  type ServiceSlot,
  type Step,
} from '@/quote'

import type { CalcService, Catalogue } from '../catalogue.server'
import { stepLabel } from '../labels'
import { optionPrice } from '../pricing-view'
import type { Resolved } from '../resolve'
import { hrefFor, type StatePatch } from '../state'
import styles from './calculator.module.css'
import { FocusStep } from './focus-step'

const PATH = '/prices/calculator'

type Props = { state: Resolved; cat: Catalogue; visible: Step[]; current: Step | null }

/** Every visible step: chosen ones collapse to a summary with "Change", the current one lists its options. */
export function CalculatorSteps({ state, cat, visible, current }: Props) {
  return (
    <div>
      {visible
        .filter((step) => step !== 'totals')
        .map((step) =>
          step === current ? (
            <section
              key={step}
              className={styles.panel}
              aria-labelledby={`step-${step}`}
              data-current-step={step}
            >
              <FocusStep stepKey={step} />
              <h2 id={`step-${step}`} className={styles.panelTitle}>
                {stepLabel(step, state.selection.type, state.mode)}
              </h2>
              <StepOptions step={step} state={state} cat={cat} />
            </section>
          ) : (
            <DoneStep key={step} step={step} state={state} cat={cat} />
          ),
        )}
    </div>
  )
}

const link = (state: Resolved, patch: StatePatch) => hrefFor(PATH, state, patch)

function DoneStep({ step, state, cat }: { step: Step; state: Resolved; cat: Catalogue }) {
  const s = state.selection
  let value: ReactNode = null
  let clear: StatePatch = {}
  switch (step) {
    case 'salon':
      value = cat.salons.find((x) => x.id === s.salonId)?.name
      clear = { selection: { salonId: null } }
      break
    case 'level':
      value = state.stylist
        ? `${state.stylist.name} · ${state.stylist.levelName}`
        : cat.levels.find((l) => l.id === s.levelId)?.name
      clear = { selection: { levelId: null, stylistId: null } }
      break
    case 'colourCategory':
      value = state.category?.name
      clear = { selection: { colourCategory: null, colour: null, colourAddOn: null } }
      break
    default: {
      const slot = step as ServiceSlot
      const svc = cat.services.find((x) => x.id === s[slot])
      if (svc) {
        const price = optionPrice(svc, s.levelId, cat)
        value = `${svc.name}${price.pence > 0 ? ` · ${price.from ? 'from ' : ''}${formatGBP(price.pence)}` : ''}`
      }
      clear = { selection: { [slot]: null } }
    }
  }
  const label = stepLabel(step, s.type, state.mode)
  return (
    <section className={`${styles.panel} ${styles.donePanel}`} aria-label={label}>
      <h2 className={styles.panelTitle}>{label}</h2>
      <p className={styles.doneValue}>{value}</p>
      <Link
        className={styles.change}
        href={link(state, clear)}
        scroll={false}
        prefetch={false}
        aria-label={`Change ${label.toLowerCase()}`}
      >
        Change
      </Link>
    </section>
  )
}

function Option({
  href,
  name,
  meta,
  price,
  disabledReason,
  children,
  className,
}: {
  href: string
  name: string
  meta?: string | null
  price?: string | null
  disabledReason?: string | null
  children?: ReactNode
  className?: string
}) {
  const body = (
    <>
      {children}
      <span className={styles.optionText}>
        <span className={styles.optionRow}>
          <span className={styles.optionName}>{name}</span>
          {price && <span className={styles.optionPrice}>{price}</span>}
        </span>
        {meta && <span className={styles.optionMeta}>{meta}</span>}
        {disabledReason && <span className={styles.reason}>{disabledReason}</span>}
      </span>
    </>
  )
  return (
    <li>
      {disabledReason ? (
        <div
          className={`${styles.option} ${styles.optionDisabled} ${className ?? ''}`}
          aria-disabled="true"
        >
          {body}
        </div>
      ) : (
        <Link
          className={`${styles.option} ${className ?? ''}`}
          href={href}
          scroll={false}
          prefetch={false}
        >
          {body}
        </Link>
      )}
    </li>
  )
}

const NEW_STARTER_REASON =
  'Not available with a New Starter — please choose a different level or stylist'

function serviceOptions(state: Resolved, cat: Catalogue, slot: ServiceSlot, list: CalcService[]) {
  const levelId = state.selection.levelId
  return (
    <ul className={styles.options}>
      {list.map((svc) => {
        const price = optionPrice(svc, levelId, cat)
        const allowed = serviceAvailable(svc, levelId)
        return (
          <Option
            key={svc.id}
            href={link(state, { selection: { [slot]: svc.id } })}
            name={svc.name}
            price={
              price.pence > 0
                ? `${price.from ? 'from ' : ''}${formatGBP(price.pence)}`
                : 'No charge'
            }
            meta={svc.description}
            disabledReason={
              allowed
                ? null
                : slot === 'mensCut'
                  ? NEW_STARTER_MENS_CUT_MESSAGE
                  : NEW_STARTER_REASON
            }
          />
        )
      })}
    </ul>
  )
}

function StepOptions({ step, state, cat }: { step: Step; state: Resolved; cat: Catalogue }) {
  const s = state.selection
  const ofKind = (kind: ServiceSlot) => cat.services.filter((x) => x.kind === kind)
  switch (step) {
    case 'salon':
      return (
        <ul className={styles.options}>
          {cat.salons.map((salon) => (
            <Option
              key={salon.id}
              href={link(state, { selection: { salonId: salon.id } })}
              name={salon.name}
              meta={
                salon.isAcademy
                  ? 'Our training academy — great value with supervised stylists'
                  : null
              }
            />
          ))}
        </ul>
      )
    case 'level':
      return state.mode === 'stylist' ? (
        <StylistOptions state={state} cat={cat} />
      ) : (
        <LevelOptions state={state} cat={cat} />
      )
    case 'colourCategory':
      return (
        <ul className={styles.options}>
          {cat.categories.map((c) => (
            <Option
              key={c.code}
              href={link(state, {
                selection: { colourCategory: c.code, colour: null, colourAddOn: null },
              })}
              name={c.name}
              disabledReason={categoryAvailable(c, s.levelId) ? null : NEW_STARTER_REASON}
            />
          ))}
        </ul>
      )
    case 'colour': {
      const category = state.category
      return (
        <>
          {category?.guidance && <p className={styles.guidance}>{category.guidance}</p>}
          {serviceOptions(
            state,
            cat,
            'colour',
            ofKind('colour').filter((x) => x.cat2 === category?.code),
          )}
          <p>
            <Link
              href={link(state, {
                selection: { colourCategory: null, colour: null, colourAddOn: null },
              })}
              scroll={false}
              prefetch={false}
            >
              ← Back to colour types
            </Link>
          </p>
        </>
      )
    }
    case 'colourAddOn':
      return serviceOptions(
        state,
        cat,
        'colourAddOn',
        addOnsFor(state.category ?? undefined, ofKind('colourAddOn')),
      )
    case 'plex':
    case 'finish':
    case 'finishAddOn':
    case 'treatment':
    case 'mensCut':
    case 'mensColour':
      return serviceOptions(state, cat, step, ofKind(step))
    default:
      return null
  }
}

function LevelOptions({ state, cat }: { state: Resolved; cat: Catalogue }) {
  const salonId = state.selection.salonId
  return (
    <>
      <p className={styles.guidance}>
        The more experienced the stylist, the higher the price. Every level is fully trained for the
        services it offers; New Starters and Apprentices at the Academy work under supervision.
      </p>
      <ul className={styles.options}>
        {[...cat.levels].reverse().map((l) => {
          const count = cat.stylists.filter(
            (x) => x.levelId === l.id && x.salonId === salonId,
          ).length
          return (
            <Option
              key={l.id}
              href={link(state, { selection: { levelId: l.id, stylistId: null } })}
              name={l.name}
              meta={[l.experience, salonId ? `${count} at this salon` : null]
                .filter(Boolean)
                .join(' · ')}
            />
          )
        })}
      </ul>
    </>
  )
}

function StylistOptions({ state, cat }: { state: Resolved; cat: Catalogue }) {
  const salonId = state.selection.salonId
  const available = cat.stylists.filter((x) => offerable(x, true))
  const here = available.filter((x) => x.salonId === salonId)
  const elsewhere = available.filter((x) => x.salonId !== salonId)
  const render = (list: typeof available) => (
    <ul className={styles.options}>
      {list.map((x) => (
        <Option
          key={x.id}
          href={link(state, { selection: { stylistId: x.id, levelId: x.levelId } })}
          name={x.name}
          meta={`${x.levelName}${x.acceptingNewClients ? '' : ' · returning clients only'}${x.salonId !== salonId ? ` · ${cat.salons.find((sa) => sa.id === x.salonId)?.shortName ?? ''}` : ''}`}
          className={styles.stylistOption}
          disabledReason={
            isNewStarter(x.levelId) && state.selection.type === 'Men'
              ? NEW_STARTER_MENS_CUT_MESSAGE
              : null
          }
        >
          {x.photo && (
            <Image
              className={styles.avatar}
              src={x.photo.url}
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
  return (
    <>
      {render(here)}
      {elsewhere.length > 0 && (
        <>
          <h3 className={styles.optionMeta}>At our other salons</h3>
          {render(elsewhere)}
        </>
      )}
    </>
  )
}
