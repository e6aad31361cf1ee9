import type { CollectionConfig } from 'payload'

import { ownerOrSelf, ownersOnly, ownersOnlyField, staffRoles } from '@/access/roles'
import { jsonOnly } from '@/security/json-endpoints'
import { LOCK_MINUTES, MAX_LOGIN_ATTEMPTS } from '@/security/login'

import {
  CURRENT_PASSWORD_HELP,
  hideTakenEmail,
  neverShown,
  requireCurrentPassword,
} from './current-password'
import { demoInvitationEndpoint } from './demo-invitation.server'
import { inviteWithoutPassword, queueInvitation, rememberInvitation } from './invite.server'
import { keepOwnerOnDelete, keepOwnerOnDemotion } from './keep-an-owner'
import { resetEmailHtml, resetEmailSubject } from './reset-email'
import { signInLinkEndpoint } from './sign-in-link.server'
import { clearSignInFailures, enforcePasswordRule, throttleSignIn } from './sign-in'
import { cleanStaffName, onlyOwnersRename, validateStaffName } from './staff-name'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff member', plural: 'Staff' },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'roles'], group: 'Settings' },
  auth: {
    // Ten wrong passwords (from anywhere) pause the account for 15 minutes; an owner can unlock
    // it sooner, and its right password e-mails a sign-in link meanwhile (ADR 043). One
    // connection is paused long before that (sign-in.ts).
    maxLoginAttempts: MAX_LOGIN_ATTEMPTS,
    lockTime: LOCK_MINUTES * 60 * 1000,
    // HTTP-only always (Payload's default). Secure in production: browsers accept Secure
    // cookies from http://localhost, so the demo's production build still signs in.
    cookies: { secure: process.env.NODE_ENV === 'production', sameSite: 'Lax' },
    // Sent through the delivery e-mail (payload.config.ts `email`), with a SITE_URL link.
    forgotPassword: { generateEmailHTML: resetEmailHtml, generateEmailSubject: resetEmailSubject },
  },
  // Owners manage every account; everyone else reads and edits only their own e-mail and
  // password, never their name (ADR 041) or roles.
  access: {
    read: ownerOrSelf,
    create: ownersOnly,
    update: ownerOrSelf,
    delete: ownersOnly,
    unlock: ownersOnly,
  },
  endpoints: jsonOnly([demoInvitationEndpoint, signInLinkEndpoint]),
  hooks: {
    beforeOperation: [
      onlyOwnersRename,
      requireCurrentPassword,
      inviteWithoutPassword,
      enforcePasswordRule,
      throttleSignIn,
    ],
    afterLogin: [clearSignInFailures],
    beforeChange: [keepOwnerOnDemotion, rememberInvitation],
    afterChange: [queueInvitation],
    beforeDelete: [keepOwnerOnDelete],
    afterError: [hideTakenEmail],
  },
  fields: [
    {
      // What the history and "Last changed by" show for her, with her e-mail address: a name by
      // the clients' rule, her own, set by an owner (./staff-name.ts, ADR 041).
      name: 'name',
      type: 'text',
      required: true,
      access: { update: ownersOnlyField },
      hooks: { beforeValidate: [cleanStaffName] },
      validate: validateStaffName,
      admin: {
        description: 'Set by an owner. The follow-up history shows it with the e-mail address.',
      },
    },
    {
      // Never stored: her own e-mail address or password changes only with it
      // (./current-password.ts). Shown on her own account only.
      name: 'currentPassword',
      type: 'text',
      virtual: true,
      label: 'Current password',
      hooks: { afterRead: [neverShown] },
      admin: {
        readOnly: false,
        // A function, so that the admin renders it beside the custom field.
        description: () => CURRENT_PASSWORD_HELP,
        condition: (data, _siblingData, { user }) =>
          Boolean(user && data?.id !== undefined && String(data.id) === String(user.id)),
        components: {
          Field: '@/collections/users/admin/current-password-field#CurrentPasswordField',
        },
      },
    },
    {
      // Never stored: ticking it sends (or sends again) an e-mail with a link to choose a
      // password, valid for a week. An invited account needs no password typed by the owner.
      name: 'sendInvitation',
      type: 'checkbox',
      virtual: true,
      label: 'Send an invitation by e-mail',
      admin: {
        // Payload shows virtual fields read-only unless told otherwise.
        readOnly: false,
        position: 'sidebar',
        description:
          'The new member of staff gets a link to choose her own password, valid for 7 days: on a new account, ticking it fills the password boxes for you. Tick again to send a new link.',
        components: { Field: '@/collections/users/admin/invitation-field#InvitationField' },
      },
      access: { create: ownersOnlyField, update: ownersOnlyField },
    },
    {
      // Demo only: the link of the invitation just sent, shown once to the owner who sent it.
      name: 'demoInvitation',
      type: 'ui',
      admin: {
        position: 'sidebar',
        condition: (data) => data?.id !== undefined,
        components: { Field: '@/collections/users/admin/demo-invitation#DemoInvitation' },
      },
    },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['front-desk'],
      saveToJWT: true,
      options: staffRoles.map((r) => ({
        label: r.replace('-', ' ').replace(/^./, (c) => c.toUpperCase()),
        value: r,
      })),
      access: { create: ownersOnlyField, update: ownersOnlyField },
    },
    {
      // A stylist's own sign-in (ADR 052): the requests to confirm that name her.
      name: 'stylist',
      type: 'relationship',
      relationTo: 'stylists',
      label: 'Her stylist page',
      saveToJWT: true,
      admin: {
        position: 'sidebar',
        condition: (data) => Array.isArray(data?.roles) && data.roles.includes('stylist'),
        description: 'A stylist sees the prices to confirm for her own clients, and nothing else.',
      },
      access: { create: ownersOnlyField, update: ownersOnlyField },
    },
    {
      name: 'salon',
      type: 'relationship',
      relationTo: 'salons',
      label: 'Works at',
      saveToJWT: true,
      admin: {
        position: 'sidebar',
        condition: (data) => Array.isArray(data?.roles) && data.roles.includes('front-desk'),
        description:
          'The front desk sees the prices to confirm for this salon only. Leave empty for every salon.',
      },
      access: { create: ownersOnlyField, update: ownersOnlyField },
    },
  ],
}
