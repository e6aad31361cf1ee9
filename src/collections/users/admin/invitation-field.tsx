'use client'
// "Send an invitation by e-mail" on a new account. Payload's create screen insists on a password
// before it will save, yet an invited member of staff chooses her own: ticking the box fills
// both password boxes with a long random one that nobody is told, and the invitation's link
// replaces it. Unticking empties them again. On an existing account it is a plain checkbox.
import { CheckboxField, useAuth, useDocumentInfo, useForm } from '@payloadcms/ui'
import type { CheckboxFieldClientComponent } from 'payload'

const PASSWORD_PATHS = ['password', 'confirm-password'] as const

function randomPassword() {
  const bytes = new Uint8Array(24)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

export const InvitationField: CheckboxFieldClientComponent = (props) => {
  const { id } = useDocumentInfo()
  const { user } = useAuth<{ id: number; roles?: string[] | null }>()
  const { dispatchFields } = useForm()
  const creating = id === undefined || id === null
  // Only an owner invites, and never herself: others' account pages do not offer it at all.
  const owner = Boolean(user?.roles?.includes('owner'))
  const own = !creating && user != null && String(user.id) === String(id)

  const onChange = (checked: boolean) => {
    if (!creating) return
    const value = checked ? randomPassword() : ''
    for (const path of PASSWORD_PATHS)
      dispatchFields({
        type: 'UPDATE',
        path,
        value,
        valid: checked,
        errorMessage: checked ? undefined : 'This field is required.',
      })
  }

  if (!owner || own) return null
  return <CheckboxField {...props} onChange={onChange} />
}
