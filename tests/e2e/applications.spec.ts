import { expect, test } from './fixtures'

import { expectNoAxeViolations, submitAdminLogin } from './helpers'

const roles = [
  { path: '/recruitment/stylist', position: 'Senior Stylist', name: 'Casey Stylist' },
  { path: '/recruitment/apprentice', position: 'Apprentice', name: 'Drew Apprentice' },
  { path: '/recruitment/saturday', position: null, name: 'Eli Saturday' },
] as const

for (const role of roles) {
  test(`${role.path}: every message on an empty submit, then the thanks box and a record staff can see`, async ({
    page,
  }) => {
    await page.goto(role.path)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Send application' }).click()
    const messages = [
      'Full Name is required',
      'Mobile number is required',
      'Email Address is required',
      'About yourself is required',
      'Why hairdressing required',
      'Why us required',
    ]
    if (role.position) messages.push('Position is required')
    for (const m of messages) await expect(page.getByText(m, { exact: true })).toBeVisible()
    if (!role.position) await expect(page.getByLabel('Position')).toHaveCount(0)
    await expectNoAxeViolations(page)

    await page.getByLabel('Full name').fill(role.name)
    await page.getByLabel('Mobile number').fill('07700 900321')
    await page.getByLabel('Email address').fill('not-an-email')
    if (role.position) await page.getByLabel('Position').selectOption(role.position)
    await page.getByLabel('About yourself').fill('I have worked in a busy salon for two years.')
    await page.getByLabel('Why hairdressing?').fill('I love making people feel good.')
    await page.getByLabel('Why us?').fill('Your academy and your reputation.')
    await page.getByRole('button', { name: 'Send application' }).click()
    await expect(page.getByText('Valid Email address is required')).toBeVisible()
    await page
      .getByLabel('Email address')
      .fill(`${role.name.split(' ')[0]!.toLowerCase()}@example.com`)
    await page.getByRole('button', { name: 'Send application' }).click()
    await expect(page.getByRole('heading', { name: 'Thank you for applying!' })).toBeVisible({
      timeout: 20_000,
    })

    // Staff see it in the admin.
    await page.goto('/admin/collections/job-applications')
    await submitAdminLogin(page, 'frontdesk@willowandwren.example', 'willow-wren-demo')
    await expect(page.getByRole('link', { name: role.name }).first()).toBeVisible({
      timeout: 30_000,
    })
  })
}
