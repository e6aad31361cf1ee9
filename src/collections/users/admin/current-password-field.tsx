'use client'
// "Current password" on her own account: a masked box, filled by the browser's password manager
// as the current password, and never checked in the browser (an empty box is fine while she
// changes only her name). The server checks it when the e-mail address or password changes
// (../current-password.ts).
import { PasswordField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => (
  <PasswordField
    field={field}
    path={path ?? field.name}
    autoComplete="current-password"
    validate={() => true}
  />
)
