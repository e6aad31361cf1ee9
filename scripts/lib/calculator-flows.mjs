// The calculator flows walked by `npm run bench:calculator` and `scripts/calculator-shots.mjs`,
// each from /prices. A step is a tap on a link or button (by accessible name) and what must
// appear next: `ready` is [css, text] — an element matching css whose text contains `text`, visible.
// Steps marked `save` are the save itself (reported, not counted as a choice); `fill` types
// into a field first (typing is not a tap). Each flow starts as a client now does: one tap on
// /prices chooses the kind of appointment and how to choose (docs/rules.md, "The calculator's
// steps"). Every flow asks for the salon, and the optional steps (add-on, plex, finishing touch,
// treatment, men's colour) are answered "None" until the client changes them: a flow that wants
// one answers the step in front of her first, sees the total, then taps "Change", so the quotes
// stay the same.

const H1 = 'h1'
const H2 = 'h2, [role=dialog] h2'
/** The heading of the step now being asked (a done step keeps its heading too). */
const CURRENT = (step) => `[data-current-step=${step}] h2`
// The level total and her total share the heading "Your Selection": her total says her name.
const EYEBROW = '#quote-flow p'
const finishSteps = [
  { tap: ['link', "I'm Happy"], ready: [H2, 'Have you been to'] },
  { tap: ['link', /^No$/], ready: [H1, 'Where shall we send your quote?'] },
  {
    save: true,
    fill: [
      ['Your name', 'Bench Client'],
      ['Mobile number', '07700 900111'],
      ['Email address', 'bench@example.com'],
      ['How did you hear about us?', 'Google', 'select'],
    ],
    tap: ['button', 'Send'],
    ready: [H1, "Great! You'll receive"],
  },
]

export const flows = {
  'colour-by-stylist': [
    { tap: ['link', /^By stylist: Colour, Cutting & Styling/], ready: [H2, 'Choose your salon'] },
    { tap: ['link', /Willow & Wren High Street/], ready: [H2, 'Choose your stylist'] },
    { tap: ['link', /Priya Desai/], ready: [H2, 'What kind of colour?'] },
    { tap: ['link', /^Foiling/], ready: [H2, 'Choose your colour service'] },
    { tap: ['link', /^Half head foils/], ready: [CURRENT('finish'), 'Cut or finish'] },
    { tap: ['link', /^Cut, dry & style/], ready: ['body', 'Total estimated cost'], final: true },
    { tap: ['link', 'Change colour add-on'], ready: [CURRENT('colourAddOn'), 'Colour add-on'] },
    { tap: ['link', /^Toner /], ready: ['body', 'Total estimated cost'] },
    { tap: ['link', /^Next/], ready: [H1, 'Your Selection'] },
    ...finishSteps,
  ],
  'colour-by-level': [
    { tap: ['link', /^By level: Colour, Cutting & Styling/], ready: [H2, 'Choose your salon'] },
    { tap: ['link', /Willow & Wren High Street/], ready: [H2, 'Choose a stylist level'] },
    { tap: ['link', /^Stylist\b/], ready: [H2, 'What kind of colour?'] },
    { tap: ['link', /^Full head colour/], ready: [H2, 'Choose your colour service'] },
    {
      tap: ['link', /^Full head colour(?! —)/],
      ready: [CURRENT('finish'), 'Cut or finish'],
    },
    // Her hair is asked where her colour is priced by it (ADR 051): one tap.
    { tap: ['link', /^Cut, dry & style/], ready: [CURRENT('hair'), 'Your hair'] },
    { tap: ['link', /^Long/], ready: ['body', 'Total estimated cost'], final: true },
    { tap: ['link', 'Change colour add-on'], ready: [CURRENT('colourAddOn'), 'Colour add-on'] },
    { tap: ['link', /^Gloss & tone/], ready: ['body', 'Total estimated cost'] },
    { tap: ['link', 'Change bond builder (plex)'], ready: [CURRENT('plex'), 'Bond builder'] },
    { tap: ['link', /^Bond builder added to colour/], ready: ['body', 'Total estimated cost'] },
    { tap: ['link', 'Change finishing touch'], ready: [CURRENT('finishAddOn'), 'Finishing touch'] },
    { tap: ['link', /^Curls or waves/], ready: ['body', 'Total estimated cost'] },
    {
      tap: ['link', /^Show Stylists/],
      ready: ['nav[aria-label="Change level"]', 'Change Choices'],
    },
    { tap: ['link', /Priya Desai/], ready: ['[role=dialog] h2, dialog[open] h2', 'Priya Desai'] },
    { tap: ['link', 'Choose Priya as your stylist'], ready: [EYEBROW, 'Your quote with'] },
    ...finishSteps,
  ],
  // Her budget typed with her salon (the salon step is a form): the quote ends on what fits.
  'colour-by-budget': [
    { tap: ['link', /^By budget: Colour, Cutting & Styling/], ready: [H2, 'Choose your salon'] },
    {
      fill: [['Your budget in pounds (you can leave it for later)', '150']],
      tap: ['button', /Willow & Wren Riverside/],
      ready: [H2, 'What kind of colour?'],
    },
    { tap: ['link', /^Balayage/], ready: [H2, 'Choose your colour service'] },
    { tap: ['link', /^Balayage — half head/], ready: [CURRENT('finish'), 'Cut or finish'] },
    { tap: ['link', /^Dry & style/], ready: [CURRENT('hair'), 'Your hair'] },
    { tap: ['link', /^Long/], ready: [H2, ' — £'] },
    { tap: ['link', /Grace Pemberton/], ready: [H1, 'Your Selection'], final: true },
    ...finishSteps,
  ],
  'cutting-styling-by-level': [
    { tap: ['link', /^By level: Cutting & Styling only/], ready: [H2, 'Choose your salon'] },
    { tap: ['link', /Willow & Wren Riverside/], ready: [H2, 'Choose a stylist level'] },
    { tap: ['link', /^Graduate Stylist/], ready: [H2, 'Cut and finish'] },
    { tap: ['link', /^Cut, dry & style/], ready: ['body', 'Total estimated cost'], final: true },
    { tap: ['link', 'Change treatment'], ready: [CURRENT('treatment'), 'Treatment'] },
    { tap: ['link', /^Hydrating mask/], ready: ['body', 'Total estimated cost'] },
    {
      tap: ['link', /^Show Stylists/],
      ready: ['nav[aria-label="Change level"]', 'Change Choices'],
    },
    { tap: ['link', /Sana Mirza/], ready: ['[role=dialog] h2, dialog[open] h2', 'Sana Mirza'] },
    { tap: ['link', 'Choose Sana as your stylist'], ready: [EYEBROW, 'Your quote with'] },
    ...finishSteps,
  ],
  'mens-by-stylist': [
    { tap: ['link', /^By stylist: Men's Hairdressing/], ready: [H2, 'Choose your salon'] },
    { tap: ['link', /Willow & Wren High Street/], ready: [H2, 'Choose your stylist'] },
    { tap: ['link', /Callum Reid/], ready: [H2, "Men's cut"] },
    { tap: ['link', /^Clipper cut/], ready: ['body', 'Total estimated cost'], final: true },
    { tap: ['link', "Change men's colour"], ready: [CURRENT('mensColour'), "Men's colour"] },
    { tap: ['link', /^Grey blending/], ready: ['body', 'Total estimated cost'] },
    { tap: ['link', /^Next/], ready: [H1, 'Your Selection'] },
    ...finishSteps,
  ],
}
