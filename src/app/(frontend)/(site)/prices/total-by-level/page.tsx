import type { Metadata } from 'next'
import Image from 'next/image'
import Link from '@/components/link'
import { redirect } from 'next/navigation'

import styles from '@/calculator/components/calculator.module.css'
import { SelectionLines } from '@/calculator/components/selection-lines'
import { StylistDialog } from '@/calculator/components/stylist-dialog'
import type { CalcStylist } from '@/calculator/catalogue.server'
import { loadCalcPage, type SearchParams } from '@/calculator/page-state.server'
import { hrefFor } from '@/calculator/state'
import {
  chosenServiceIds,
  formatGBP,
  levelDown,
  levelUp,
  priceSelection,
  serviceAvailable,
  stylistsAtLevel,
} from '@/quote'

export const metadata: Metadata = { title: 'Your Selections', robots: { index: false } }

export default async function TotalByLevelPage({ searchParams }: { searchParams: SearchParams }) {
  const { state, cat, complete } = await loadCalcPage(searchParams)
  const levelId = state.selection.levelId
  const level = cat.levels.find((l) => l.id === levelId)
  if (!complete || !level) redirect(hrefFor('/prices/calculator', state))
  const { lines, total } = priceSelection(state.selection, cat.services, level)
  const salon =
    cat.salons.find((x) => x.id === state.selection.salonId) ??
    cat.salons.find((x) => x.id === cat.defaultSalonId)
  const chosen = chosenServiceIds(state.selection).map((id) =>
    cat.services.find((x) => x.id === id)!,
  )
  const canDo = (id: number | null) =>
    id != null && chosen.every((svc) => serviceAvailable(svc, id))
  const down = levelDown(level.id, cat.levels)
  const up = levelUp(level.id, cat.levels)
  const { here, elsewhere } = stylistsAtLevel(cat.stylists, level.id, salon?.id ?? 0, state.regular)
  const byId = (s: { id: number }) => cat.stylists.find((x) => x.id === s.id)!
  const viewed = state.view
    ? cat.stylists.find((x) => x.id === state.view && x.levelId === level.id)
    : undefined
  const levelLink = (id: number) =>
    hrefFor('/prices/total-by-level', state, {
      selection: { levelId: id, stylistId: null },
      view: null,
    })
  const priceAt = (id: number) =>
    formatGBP(
      priceSelection(
        state.selection,
        cat.services,
        cat.levels.find((l) => l.id === id)!,
      ).total,
    )

  const card = (s: CalcStylist) => (
    <li key={s.id}>
      <Link
        className={styles.card}
        href={hrefFor('/prices/total-by-level', state, { view: s.id })}
        scroll={false}
        prefetch={false}
      >
        {s.photo && (
          <Image
            className={styles.cardImage}
            src={s.photo.url}
            alt=""
            width={400}
            height={500}
            sizes="(max-width: 600px) 50vw, 220px"
          />
        )}
        <span className={styles.cardBody}>
          <span className={styles.optionName}>{s.name}</span>
          <span className={styles.optionMeta}>
            {s.levelName} · {cat.salons.find((x) => x.id === s.salonId)?.shortName}
          </span>
        </span>
      </Link>
    </li>
  )

  return (
    <div className={styles.page}>
      <p className={styles.eyebrow}>Your quote · {level.name}</p>
      <h1 className={styles.title}>Your Selections</h1>
      <SelectionLines lines={lines} total={total} />
      <nav className={styles.levelNav} aria-label="Change level">
        {down != null && canDo(down) ? (
          <Link className={`${styles.button} ${styles.buttonGhost}`} href={levelLink(down)}>
            Down a level: {cat.levels.find((l) => l.id === down)?.name} ({priceAt(down)})
          </Link>
        ) : (
          <button type="button" className={`${styles.button} ${styles.buttonGhost}`} disabled>
            Down a level
          </button>
        )}
        {up != null ? (
          <Link className={`${styles.button} ${styles.buttonGhost}`} href={levelLink(up)}>
            Up a level: {cat.levels.find((l) => l.id === up)?.name} ({priceAt(up)})
          </Link>
        ) : (
          <button type="button" className={`${styles.button} ${styles.buttonGhost}`} disabled>
            Up a level
          </button>
        )}
        <Link href={hrefFor('/prices/calculator', state)}>Change Choices</Link>
      </nav>

      <h2 className={styles.sectionTitle}>
        {level.name}s at {salon?.name}
      </h2>
      {here.length > 0 ? (
        <ul className={styles.cards}>{here.map((s) => card(byId(s)))}</ul>
      ) : (
        <p className={styles.note}>
          Unfortunately there are no staff at your chosen level at {salon?.name}.
          {elsewhere.length > 0
            ? ' These stylists at our other salons work at the same level, so your quote stays within the same price range.'
            : ' Try a level up or down to see who is available.'}
        </p>
      )}
      {elsewhere.length > 0 && (
        <>
          <h2 className={styles.sectionTitle}>At our other salons, same level and price</h2>
          <ul className={styles.cards}>{elsewhere.map((s) => card(byId(s)))}</ul>
        </>
      )}
      {viewed && (
        <StylistDialog
          name={viewed.name}
          firstName={viewed.firstName}
          levelName={viewed.levelName}
          salonName={cat.salons.find((x) => x.id === viewed.salonId)?.name ?? ''}
          photo={viewed.photo}
          paragraphs={viewed.paragraphs}
          chooseHref={hrefFor('/prices/total-by-stylist', state, {
            selection: { stylistId: viewed.id },
            view: null,
          })}
          closeHref={hrefFor('/prices/total-by-level', state, { view: null })}
        />
      )}
    </div>
  )
}
