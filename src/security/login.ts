// Sign-in hardening shared by the users collection, the rate limits and the admin's messages.
//
// Two layers: one connection that keeps guessing at one account is paused after
// LOGIN_ATTEMPTS_PER_ADDRESS failures (or LOGIN_ATTEMPTS_PER_ADDRESS_ANY_ACCOUNT across
// accounts) and never reaches the account lock; the account itself locks only after
// MAX_LOGIN_ATTEMPTS failures from anywhere (a guessing attack from many addresses).
export const LOCK_MINUTES = 15
export const LOGIN_ATTEMPTS_PER_ADDRESS = 5
export const LOGIN_ATTEMPTS_PER_ADDRESS_ANY_ACCOUNT = 20
export const MAX_LOGIN_ATTEMPTS = 10
/** How long a paused account's e-mailed sign-in link works (ADR 043). */
export const SIGN_IN_LINK_MINUTES = 15
/** How many such links one account is sent per pause, however often its password is typed. */
export const SIGN_IN_LINKS_PER_PAUSE = 3

/**
 * The one answer to a refused sign-in: a wrong password, an unknown address and a paused account
 * (with any password) read alike, so the answer never tells which staff addresses exist or
 * whether a password typed during a pause was right (ADR 043).
 */
export const SIGN_IN_REFUSED = `That e-mail address and password do not match. After ${MAX_LOGIN_ATTEMPTS} failed attempts an account is paused for ${LOCK_MINUTES} minutes: if your password was right, we have e-mailed you a link to sign in.`

/** To a member of staff who is signed in (so nothing is given away) whose account is paused. */
export const ACCOUNT_PAUSED = `Your account is paused after ${MAX_LOGIN_ATTEMPTS} failed sign-in attempts. Try again in ${LOCK_MINUTES} minutes, or ask an owner to unlock it.`

/** Payload's own wording, made clearer for staff (English is the admin's only language). */
export const authTranslations = {
  en: {
    error: {
      // Does not confirm that the address has an account (src/collections/users/current-password.ts).
      userEmailAlreadyRegistered: 'This e-mail address cannot be used for a staff account.',
      // Payload's heading where a role lacks the permission (e.g. the front desk opening "Create
      // new service"): it said "Unauthorized, you must be logged in" to someone signed in. Also
      // the admin's answer to a request whose session has ended.
      unauthorized: 'Your account cannot do this',
      notAllowedToAccessPage:
        'The front desk reads the salons, services, stylists and pages and follows up saved quotes; adding or changing the rest is for managers and owners. Ask a manager if something needs changing. (If you were signed out, sign in again.)',
      // A paused account answers as a wrong password does (ADR 043).
      emailOrPasswordIncorrect: SIGN_IN_REFUSED,
      userLocked: SIGN_IN_REFUSED,
    },
    // The admin in the salon's words, not the machinery's (ADR 034).
    authentication: {
      // On a staff account locked by failed sign-ins.
      forceUnlock: 'Unlock this account',
    },
    general: {
      // An empty cell in a list read "<No Offer>", "<No Subject>".
      noLabel: '—',
      // The section of her own account page where she picks light or dark.
      payloadSettings: 'Screen settings',
    },
  },
}
