// Sign-in hardening shared by the users collection and the admin's messages.
export const MAX_LOGIN_ATTEMPTS = 5
export const LOCK_MINUTES = 15

/** Payload's own wording, made clearer for staff (English is the admin's only language). */
export const authTranslations = {
  en: {
    error: {
      userLocked: `This account is locked after ${MAX_LOGIN_ATTEMPTS} failed sign-in attempts. Try again in ${LOCK_MINUTES} minutes, or ask an owner to unlock it.`,
    },
  },
}
