'use client'

import { useConfig, useDocumentInfo, useDocumentTitle } from '@payloadcms/ui'
import { getTranslation } from '@payloadcms/translations'
import { useTranslation } from '@payloadcms/ui'
import { useEffect } from 'react'

// A record not yet saved is headed "New stylist", "New price change", never Payload's
// "[Untitled]" (issue 49). Once her title field is typed, Payload's own title takes over; a title
// the server makes (a stylist's full name) shows after the first save.
export function NewRecordTitle() {
  const { id, collectionSlug } = useDocumentInfo()
  const { title, setDocumentTitle } = useDocumentTitle()
  const { getEntityConfig } = useConfig()
  const { i18n } = useTranslation()
  const label = collectionSlug
    ? getTranslation(getEntityConfig({ collectionSlug })?.labels?.singular ?? '', i18n)
    : ''
  useEffect(() => {
    if (id != null || !label) return
    if (!title || /^\[.*\]$/.test(title)) setDocumentTitle(`New ${lowerFirst(label)}`)
  }, [id, label, title, setDocumentTitle])
  return null
}

/** "Price change" → "price change"; "FAQ" stays "FAQ". */
const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s)
