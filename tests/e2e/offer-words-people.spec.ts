import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures'

import { adminFormReady, submitAdminLogin } from './helpers'

// Offer words checked by the people (ADR 056), as a manager: with two stylists called Isla, an
// offer for Isla Grant saves with "with Isla Grant" and with "with Isla"; and when Grace leaves,
// carrying her trio on with Sana and Jade shows its new words in the same dialog and saves at
// once (no other tab, Save not greyed out). Everything is put back at the end.

const MANAGER = { email: 'manager@willowandwren.example', password: 'willow-wren-demo' }
const TRIO = 'sana-grace-and-jade-e2e'

async function staffHeaders(request: APIRequestContext) {
  const res = await request.post('/cms-api/users/login', { data: MANAGER })
  expect(res.ok()).toBe(true)
  return { authorization: `JWT ${(await res.json()).token as string}` }
}

async function signIn(page: Page) {
  await page.context().clearCookies()
  await page.goto('/admin/login')
  await submitAdminLogin(page, MANAGER.email, MANAGER.password)
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'), { timeout: 30_000 })
}

async function scrollTo(page: Page, field: Locator) {
  for (let i = 0; i < 30 && (await field.count()) === 0; i++) {
    await page.mouse.wheel(0, 500)
    await page.waitForTimeout(100)
  }
  await field.scrollIntoViewIfNeeded()
  return field
}

test.use({ actionTimeout: 20_000 })

test('an offer for Isla Grant may say “Isla” and “Isla Grant”; Grace leaving rewords her trio in the same dialog', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000)
  const headers = await staffHeaders(request)
  const stylist = async (slug: string) =>
    (
      await (
        await request.get(`/cms-api/stylists?where[slug][equals]=${slug}&depth=0`, { headers })
      ).json()
    ).docs[0] as { id: number; level: number; salon: number } | undefined
  const mckenzie = (await stylist('isla-mckenzie'))!
  const grace = (await stylist('grace-pemberton'))!
  const sana = (await stylist('sana-mirza'))!
  const jade = (await stylist('jade-whitlock'))!
  const made: number[] = []
  let grant = await stylist('isla-grant')
  if (!grant) {
    const res = await request.post('/cms-api/stylists', {
      headers,
      data: {
        firstName: 'Isla',
        lastName: 'Grant',
        slug: 'isla-grant',
        salon: mckenzie.salon,
        level: mckenzie.level,
        para1: 'Isla joins the Academy from a salon in Glasgow.',
        acceptingNewClients: true,
        _status: 'published',
      },
    })
    expect(res.status(), await res.text()).toBe(201)
    grant = ((await res.json()) as { doc: { id: number; level: number; salon: number } }).doc
  }
  const offer = (title: string, extra: Record<string, unknown> = {}) => ({
    title,
    kind: 'stylist',
    headline: 'Balayage {with}',
    summary: 'New clients save {saving} a balayage.',
    audience: 'new',
    stylists: [grant!.id],
    appliesTo: 'anything',
    benefit: 'percent',
    discountPercent: 15,
    validDays: 28,
    active: false,
    endDate: '2027-06-30',
    _status: 'published',
    ...extra,
  })

  try {
    // 1. As the manager, both wordings save; Isla McKenzie's full name does not.
    for (const title of ['{saving} balayage with Isla Grant', '{saving} balayage with Isla']) {
      const res = await request.post('/cms-api/offers', { headers, data: offer(title) })
      expect(res.status(), await res.text()).toBe(201)
      made.push(((await res.json()) as { doc: { id: number } }).doc.id)
    }
    const refused = await request.post('/cms-api/offers', {
      headers,
      data: offer('{saving} balayage with Isla McKenzie'),
    })
    expect(refused.status()).toBe(400)
    expect(await refused.text()).toContain('“Isla McKenzie” is not in this offer’s rule')
    // The admin shows the saved offer with its words as written.
    await signIn(page)
    await page.goto(`/admin/collections/offers/${made[1]}`)
    await adminFormReady(page)
    await expect(page.getByLabel('Title', { exact: false }).first()).toHaveValue(
      '{saving} balayage with Isla',
    )

    // 2. A trio naming Grace, carried on with Sana and Jade when she leaves.
    const trio = await request.post('/cms-api/offers', {
      headers,
      data: offer('Sana, Grace and Jade: {saving} a colour', {
        slug: TRIO,
        kind: 'combination',
        headline: 'Colour with Sana, Grace or Jade',
        stylists: [sana.id, grace.id, jade.id],
        active: true,
      }),
    })
    expect(trio.status(), await trio.text()).toBe(201)
    const trioId = ((await trio.json()) as { doc: { id: number } }).doc.id
    made.push(trioId)

    await page.goto(`/admin/collections/stylists/${grace.id}`)
    await adminFormReady(page)
    const section = page.locator('.collapsible').filter({ hasText: 'Has left the salon' }).first()
    const folded = (await scrollTo(page, section)).locator('.collapsible__toggle--collapsed')
    if ((await folded.count()) > 0) await folded.first().click()
    await (await scrollTo(page, page.getByLabel('This stylist has left'))).check()
    const panel = await scrollTo(page, page.locator('[data-leaving-panel]'))
    await expect(panel.getByRole('heading', { name: 'Before Grace leaves' })).toBeVisible()
    // Every offer that could carry on: ours carries on, shown reworded here; any other stops.
    // One group per offer (its choices); the "Change its words" fold inside one is a group too.
    const groups = panel
      .getByRole('group')
      .filter({ has: page.getByRole('radio', { name: 'Stop the offer' }) })
    await expect(groups.first()).toBeVisible()
    for (let i = 0; i < (await groups.count()); i++) {
      const group = groups.nth(i)
      if ((await group.getByText('Sana, Grace and Jade').count()) > 0) {
        await group.getByRole('radio', { name: /Carry on with/ }).check()
        await expect(group.locator('[data-carry-on-words]')).toContainText(
          `/offers/sana-and-jade-e2e`,
        )
        await expect(group.locator('[data-carry-on-words]')).not.toContainText('Grace')
      } else {
        await group.getByRole('radio', { name: 'Stop the offer' }).check()
      }
    }
    const save = page.getByRole('button', { name: 'Save', exact: true })
    await expect(save).toBeEnabled()
    await save.click()
    await expect(page.getByText(/updated successfully/i).first()).toBeVisible({ timeout: 20_000 })

    const after = (await (
      await request.get(`/cms-api/offers/${trioId}?depth=0`, { headers })
    ).json()) as { slug: string; title: string; headline: string; stylists: number[] }
    expect(after.stylists).toEqual([sana.id, jade.id])
    expect(after.slug).toBe('sana-and-jade-e2e')
    expect(after.title).toBe('Sana and Jade: {saving} a colour')
    expect(after.headline).toBe('Colour with Sana or Jade')
  } finally {
    await request.patch(`/cms-api/stylists/${grace.id}`, {
      headers,
      data: { hasLeft: false, alternatives: [] },
    })
    for (const id of made) await request.delete(`/cms-api/offers/${id}`, { headers })
  }
})
