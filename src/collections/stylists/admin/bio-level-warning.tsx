'use client'
// Under her bio: when the bio names another level than the one chosen (a promotion saved, the
// bio still says "Junior Stylist"), a reminder to check it. A warning only: the save goes on.
import { useConfig, useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { bioOtherLevels } from '../bio-level'

type Level = { id: number; name: string }

const box = {
  margin: '0 0 1.5rem',
  padding: '0.75rem 1rem',
  borderRadius: 'var(--style-radius-m, 4px)',
  border: '1px solid var(--theme-warning-500, #b58a00)',
  background: 'var(--theme-warning-100, #fff6d6)',
  color: 'var(--theme-text)',
}

export function BioLevelWarning() {
  const { config } = useConfig()
  const [levels, setLevels] = useState<Level[]>([])
  const levelId = useFormFields(([fields]) => fields.level?.value)
  const bio = useFormFields(([fields]) =>
    JSON.stringify(['para1', 'para2', 'para3'].map((p) => fields[p]?.value ?? null)),
  )

  useEffect(() => {
    const abort = new AbortController()
    fetch(`${config.serverURL}${config.routes.api}/levels?limit=100&depth=0&select[name]=true`, {
      credentials: 'include',
      signal: abort.signal,
    })
      .then((res) => (res.ok ? res.json() : { docs: [] }))
      .then((json: { docs?: Level[] }) => setLevels(json.docs ?? []))
      .catch(() => undefined)
    return () => abort.abort()
  }, [config.serverURL, config.routes.api])

  const current = levels.find((l) => l.id === Number(levelId))?.name ?? null
  if (!current) return null
  const others = bioOtherLevels(
    JSON.parse(bio) as (string | null)[],
    levels.map((l) => l.name),
    current,
  )
  if (others.length === 0) return null
  return (
    <div role="status" style={box} data-bio-level-warning>
      Her bio says “{others.join('”, “')}”, but her level is {current}. Does the bio still fit?
      Change the paragraphs above if it does not.
    </div>
  )
}
