import { expect, test, type APIRequestContext } from './fixtures'

import { formatGBP, formatGBPExact, linePence } from '../../src/quote'
import { changedPence } from '../../src/quote/price-change'
import { adminFormReady, submitAdminLogin } from './helpers'

// The manager's price rise (ADR 053): planned in one form, every new price previewed at every
// level before saving, and taking effect by itself on its date — here a date a few seconds
// ahead, the test's clock — while /prices links to the page that explains the coming change.
// The service's price is put back at the end.

const MANAGER = { email: 'manager@willowandwren.example', password: 'willow-wren-demo' }
const SERVICE = 'Dry & style'
const RULE = { by: 'percent', percent: 10, on: 'both', roundTo: 50 } as const

type Level = { id: number; name: string; adapter: number }

async function token(request: APIRequestContext) {
  const res = await request.post('/cms-api/users/login', { data: MANAGER })
  expect(res.ok()).toBe(true)
  return { authorization: `JWT ${(await res.json()).token as string}` }
}

test('/prices links to the page of the coming change, which reads its date and average', async ({
  page,
}) => {
  await page.goto('/prices')
  const note = page.getByRole('note').filter({ hasText: 'Our prices change from' })
  await expect(note).toContainText(/from 1 \w+ 20\d\d/)
  await note.getByRole('link', { name: 'Read about our new prices' }).click()
  await expect(page).toHaveURL(/\/new-prices$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^Our colour prices are changing from 1 \w+ 20\d\d$/,
  )
  await expect(page.getByText(/rise by an average of \d(\.\d)?%/)).toBeVisible()
  await expect(page.locator('main')).not.toContainText('{priceChange')
})

test('a manager plans a rise, previews every level, and it takes effect on its date', async ({
  page,
  request,
}) => {
  const auth = await token(request)
  const found = await (
    await request.get(`/cms-api/services?where[service][equals]=${encodeURIComponent(SERVICE)}`, {
      headers: auth,
    })
  ).json()
  const service = found.docs[0] as { id: number; price: number }
  const oldPence = Math.round(service.price * 100)
  const newPence = changedPence(oldPence, RULE, 'price')
  const levels: Level[] = await (await request.get('/api/levels')).json()
  const senior = levels.find((l) => l.name === 'Advanced Senior')!
  const pays = (pence: number, l: Level) =>
    formatGBP(
      linePence(
        { id: 0, name: SERVICE, kind: 'finish', pricePence: pence, productPence: 0 },
        l.adapter,
      ),
    )
  let planId: number | null = null

  try {
    await page.goto('/admin/login')
    await submitAdminLogin(page, MANAGER.email, MANAGER.password)
    await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'), { timeout: 30_000 })

    // One form: the name, the service, 10% rounded to 50p, a date.
    await page.goto('/admin/collections/price-changes/create')
    await adminFormReady(page)
    await page.getByLabel('What it is called').fill('Dry & style review')
    const services = page.locator('#field-services')
    await services.click()
    await page.keyboard.type(SERVICE)
    await page.getByRole('option', { name: SERVICE, exact: true }).first().click()
    await page.getByLabel('Percentage (%)').fill('10')

    // Before saving: the old and new price, and what each level pays.
    const preview = page.getByRole('table', { name: 'Prices before and after' })
    const row = preview.getByRole('row').filter({ hasText: SERVICE })
    await expect(row).toContainText(`${formatGBPExact(oldPence)} → ${formatGBPExact(newPence)}`)
    await expect(row).toContainText(`${pays(oldPence, senior)} → ${pays(newPence, senior)}`)
    await expect(
      page.getByText(/1 service changes \(\+10% on the price and the colour product/),
    ).toBeVisible()

    const when = page.locator('#field-startsAt .react-datepicker__input-container input')
    await when.fill('1 Jan 2031, 00:00')
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    // Payload says "Price change successfully created." and opens the saved plan.
    await expect(page.getByText(/successfully created/i).first()).toBeVisible({ timeout: 20_000 })
    await page.waitForURL(/\/price-changes\/\d+$/)
    planId = Number(page.url().split('/').pop())
    // The front desk's list of clients it touches is on the saved plan.
    await expect(
      page.getByRole('heading', { name: 'Clients with a live quote for these services' }),
    ).toBeVisible()

    // Until its date the price list keeps today's price.
    const line = async () => {
      const html = await (await request.get('/prices')).text()
      const at = html.search(new RegExp(`<li[^>]*><span[^>]*>${SERVICE.replace('&', '&amp;')}<`))
      return at < 0 ? '' : html.slice(at, at + 600)
    }
    const plan = await (
      await request.get(`/cms-api/price-changes/${planId}`, { headers: auth })
    ).json()
    expect(plan.startsAt).toBe('2031-01-01T00:00:00.000Z')
    expect(
      (await (await request.get(`/cms-api/services/${service.id}`, { headers: auth })).json())
        .price,
    ).toBe(service.price)

    // The test's clock: the date moved to a few seconds from now; the job runner does the rest.
    const moved = await request.patch(`/cms-api/price-changes/${planId}`, {
      headers: auth,
      data: { startsAt: new Date(Date.now() + 4000).toISOString() },
    })
    expect(moved.ok()).toBe(true)
    await expect
      .poll(
        async () =>
          (await (await request.get(`/cms-api/services/${service.id}`, { headers: auth })).json())
            .price,
        { timeout: 40_000, intervals: [1000] },
      )
      .toBe(newPence / 100)
    await expect.poll(line, { timeout: 15_000, intervals: [500, 1000] }).not.toBe('')

    // The plan is now the record of what changed, and cannot be edited.
    await page.reload()
    await expect(page.getByText('Taken effect').first()).toBeVisible()
    await expect(page.getByText(SERVICE).first()).toBeVisible()
  } finally {
    await request.patch(`/cms-api/services/${service.id}`, {
      headers: auth,
      data: { price: service.price },
    })
    if (planId) await request.delete(`/cms-api/price-changes/${planId}`, { headers: auth })
  }
})
