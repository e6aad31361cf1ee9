/* Payload admin shell (adapted from Payload's generated layout). */
import config from '@payload-config'
import '@payloadcms/next/css'
import type { ServerFunctionClient } from 'payload'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import { notFound } from 'next/navigation'
import React from 'react'

import { importMap } from './admin/importMap.js'
import './custom.scss'

type Args = { children: React.ReactNode }

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  // Anything posted to this action id that is not a call of one of Payload's server functions
  // is answered 404 (Payload throws "Unknown Server Function", which Next answers with a 500).
  if (args === null || typeof args !== 'object' || typeof args.name !== 'string') notFound()
  try {
    return await handleServerFunctions({ ...args, config, importMap })
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('Unknown Server Function')) notFound()
    throw error
  }
}

const Layout = ({ children }: Args) => (
  <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
    {children}
  </RootLayout>
)

export default Layout
