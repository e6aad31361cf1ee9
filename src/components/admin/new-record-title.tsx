'use client'

import { getTranslation } from '@payloadcms/translations'
import { useDocumentInfo, useDocumentTitle, useTranslation } from '@payloadcms/ui'
import { useEffect } from 'react'

import { newRecordTitle } from './new-record-title-words'

// Payload titles a record by its name field, and a new one, before she types it, "[Untitled]"
// (issue 49). Until the record has a name of its own, its page says what it is: "New stylist".
export function NewRecordTitle() {
  const { id, docConfig, data } = useDocumentInfo()
  const { title, setDocumentTitle } = useDocumentTitle()
  const { i18n } = useTranslation()
  const singular = docConfig && 'labels' in docConfig ? docConfig.labels?.singular : undefined
  const name = singular ? getTranslation(singular, i18n) : ''
  useEffect(() => {
    const wanted = newRecordTitle(name, id, title)
    if (!wanted) return
    // After this render's effects: the title provider's own effect, which runs after a child's,
    // sets "[Untitled]" again when the form's data changes.
    const later = setTimeout(() => setDocumentTitle(wanted), 0)
    return () => clearTimeout(later)
  }, [name, id, title, data, setDocumentTitle])
  return null
}
