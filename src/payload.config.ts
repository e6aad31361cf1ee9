import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { AuditLog } from './collections/audit-log/config'
import { BlogPosts } from './collections/blog-posts/config'
import { ColourCategories } from './collections/colour-categories/config'
import { HairBands } from './collections/hair-bands/config'
import { JobApplications } from './collections/job-applications/config'
import { Levels } from './collections/levels/config'
import { Media } from './collections/media/config'
import { mediaStorage } from './collections/media/storage.server'
import { NewsItems } from './collections/news-items/config'
import { Outbox } from './collections/outbox/config'
import { Offers } from './collections/offers/config'
import { Pages } from './collections/pages/config'
import { PriceChanges } from './collections/price-changes/config'
import { Quotes } from './collections/quotes/config'
import { ConfirmationRequests } from './collections/confirmation-requests/config'
import { ClientPhotos } from './collections/client-photos/config'
import { Reviews } from './collections/reviews/config'
import { Salons } from './collections/salons/config'
import { Services } from './collections/services/config'
import { Stylists } from './collections/stylists/config'
import { Users } from './collections/users/config'
import { ownersOnly } from './access/roles'
import { globalRevalidatesSite, revalidatesSite } from './content/revalidate.server'
import { env, isPostgres } from './env.server'
import {
  ADMIN_DATE_FORMAT,
  collectionConventions,
  globalConventions,
} from './fields/admin-conventions'
import { checkedDrafts } from './fields/checked-drafts'
import { globalWithHistory, withHistory } from './fields/history'
import { serverTimestamps } from './fields/server-dates'
import { keepValidationDetails } from './fields/validation-details'
import { checkedLexicalEditor } from './fields/rich-text/editor'
import { jobs } from './delivery/tasks'
import { postgresMessageCountTable, sqliteMessageCountTable } from './delivery/message-count-table'
import { JobRunner } from './globals/job-runner/config'
import { Messages } from './globals/messages/config'
import { Navigation } from './globals/navigation/config'
import { SiteSettings } from './globals/site-settings/config'
import { StoreData } from './globals/store-data/config'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'
import { privacyEndpoints } from './privacy/endpoints'
import { staffEmailAdapter } from './security/auth-email.server'
import { jsonOnly } from './security/json-endpoints'
import { lockedDocumentsAccess } from './security/locked-documents'
import { authTranslations } from './security/login'
import { postgresRateLimitTable, sqliteRateLimitTable } from './security/rate-limit-table'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Schema changes always go through committed migrations (push is off), so SQLite and
// PostgreSQL stay identical and production never depends on dev-mode schema pushing.
if (!isPostgres && env.DATABASE_URL.startsWith('file:')) {
  // A fresh clone has no data folder yet; SQLite will create the file but not the folder.
  mkdirSync(path.dirname(env.DATABASE_URL.slice('file:'.length)), { recursive: true })
}

const db = isPostgres
  ? postgresAdapter({
      pool: { connectionString: env.DATABASE_URL },
      push: false,
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      prodMigrations: postgresMigrations,
      beforeSchemaInit: [postgresRateLimitTable, postgresMessageCountTable],
    })
  : sqliteAdapter({
      client: { url: env.DATABASE_URL },
      push: false,
      wal: true,
      busyTimeout: 5000,
      migrationDir: path.resolve(dirname, 'migrations/sqlite'),
      prodMigrations: sqliteMigrations,
      beforeSchemaInit: [sqliteRateLimitTable, sqliteMessageCountTable],
    })

export default buildConfig({
  secret: env.PAYLOAD_SECRET,
  // Payload uses the session cookie only when the request's Origin is the site's own (or, with
  // no Origin, when Sec-Fetch-Site says same-origin/same-site/none); other clients sign in with
  // `Authorization: JWT …`. The /cms-api route refuses other origins' writes first (ADR 022).
  csrf: [new URL(env.SITE_URL).origin],
  routes: { api: '/cms-api', graphQL: '/graphql', admin: '/admin' },
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · Salon admin' },
    // No Gravatar: the admin must not depend on outside services.
    avatar: 'default',
    dateFormat: ADMIN_DATE_FORMAT,
    // The salons are in the UK: "publish at 09:00" means 09:00 there, wherever staff are.
    timezones: {
      supportedTimezones: [{ label: 'UK time (London)', value: 'Europe/London' }],
      defaultTimezone: 'Europe/London',
    },
    components: {
      // Willow & Wren's name and mark on the sign-in page and in the navigation, not Payload's.
      graphics: {
        Logo: '@/components/admin/brand#AdminLogo',
        Icon: '@/components/admin/brand#AdminIcon',
      },
      // Charts of quotes and applications above Payload's collection cards.
      beforeDashboard: ['@/components/admin/dashboard/staff-dashboard#StaffDashboard'],
      afterNavLinks: [
        '@/privacy/admin/nav-link#PrivacyNavLink',
        // The menu open on a laptop, as on a desktop.
        '@/components/admin/nav-open-on-laptop#NavOpenOnLaptop',
      ],
      views: {
        privacy: {
          Component: '@/privacy/admin/privacy-view#PrivacyView',
          path: '/privacy',
          exact: true,
        },
        // Where a paused account's e-mailed sign-in link lands; needs no session (ADR 043).
        signInLink: {
          Component: '@/collections/users/admin/sign-in-link-view#SignInLinkView',
          path: '/sign-in-link',
        },
      },
    },
  },
  collections: [
    // What the public pages show: a change purges the cached pages.
    ...[
      // Versions with their author, restorable (ADR 014).
      ...[Pages, Salons, Levels, Services, Stylists].map(withHistory),
      ColourCategories,
      HairBands,
      Reviews,
      BlogPosts,
      NewsItems,
      Offers,
      // /prices links to the page of a change still to come; its placeholders read the plan.
      PriceChanges,
      Media,
    ].map(revalidatesSite),
    Quotes,
    ConfirmationRequests,
    ClientPhotos,
    JobApplications,
    Outbox,
    AuditLog,
    Users,
  ]
    .map(serverTimestamps)
    .map(checkedDrafts)
    .map(collectionConventions),
  globals: [
    ...[globalWithHistory(SiteSettings), Navigation, StoreData, globalWithHistory(Messages)].map(
      globalRevalidatesSite,
    ),
    JobRunner,
  ].map(globalConventions),
  jobs,
  // Our own endpoints take JSON only (415 otherwise): no form or text/plain post reaches them.
  endpoints: jsonOnly(privacyEndpoints),
  // Field-level messages reach the admin in production too (see the hook).
  hooks: { afterError: [keepValidationDetails] },
  onInit: async (payload) => {
    // The scheduler's bookkeeping global is added by Payload with its default access (any
    // signed-in user may change it); only the scheduler itself writes it, locally.
    const stats = payload.globals.config.find((g) => g.slug === 'payload-jobs-stats')
    if (stats)
      stats.access = {
        ...stats.access,
        read: ownersOnly,
        update: () => false,
        readVersions: () => false,
      }
    // The admin makes document locks itself (a server function, with the database adapter);
    // over REST nobody makes one, and only someone who may edit the document takes one over
    // or lifts it, in her own name (src/security/locked-documents.ts).
    const locks = payload.collections['payload-locked-documents']?.config
    if (locks) locks.access = { ...locks.access, ...lockedDocumentsAccess }
  },
  // Staff e-mails (password resets) go out like quotes: SMTP when configured, else the Outbox.
  email: staffEmailAdapter,
  // Pinned features, and every save of rich text checked against them (ADR 029).
  editor: checkedLexicalEditor(),
  i18n: { translations: authTranslations },
  graphQL: { disable: true },
  db,
  // Uploads on the local disk, or in S3 when S3_BUCKET is set (ADR 017).
  plugins: [mediaStorage()],
  sharp,
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
})
