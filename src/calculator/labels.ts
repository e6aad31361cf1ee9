import type { CalculatorType, HairMeasure, Mode, Screen, ServiceSlot, Step } from '@/quote'

export const typeLabels: Record<CalculatorType, { title: string; blurb: string }> = {
  Colour: {
    title: 'Colour, Cutting & Styling',
    blurb:
      'Roots, full head colour, foils, balayage, blonding, vivids and colour correction — with a cut or finish.',
  },
  CuttingStyling: {
    title: 'Cutting & Styling only',
    blurb: 'A cut, a blow-dry or a restyle, with a finishing touch and a treatment if you like.',
  },
  Men: {
    title: "Men's Hairdressing",
    blurb:
      "Clipper cuts, scissor cuts and restyles, with grey blending or colour if you'd like it.",
  },
}

export function stepLabel(step: Step, type: CalculatorType | null, mode: Mode | null): string {
  switch (step) {
    case 'salon':
      return 'Choose your salon'
    case 'level':
      return mode === 'stylist' ? 'Choose your stylist' : 'Choose a stylist level'
    case 'colourCategory':
      return 'What kind of colour?'
    case 'colour':
      return 'Choose your colour service'
    case 'colourAddOn':
      return 'Colour add-on'
    case 'plex':
      return 'Bond builder (plex)'
    case 'finish':
      return type === 'Colour' ? 'Cut or finish' : 'Cut and finish'
    case 'finishAddOn':
      return 'Finishing touch'
    case 'treatment':
      return 'Treatment'
    case 'mensCut':
      return "Men's cut"
    case 'mensColour':
      return "Men's colour"
    case 'hair':
      return 'Your hair'
    case 'totals':
      return 'Your total'
  }
}

export const shortStepLabel: Record<Step, string> = {
  salon: 'Salon',
  level: 'Stylist',
  colourCategory: 'Colour type',
  colour: 'Colour',
  colourAddOn: 'Add-on',
  plex: 'Plex',
  finish: 'Finish',
  finishAddOn: 'Touch',
  treatment: 'Treatment',
  mensCut: 'Cut',
  mensColour: 'Colour',
  hair: 'Hair',
  totals: 'Total',
}

/** Her hair's questions (ADR 051), by measure: a new measure fails to compile until it has words. */
export const hairQuestionLabels: Record<HairMeasure, { question: string; unsureNote: string }> = {
  length: {
    question: 'How long is your hair?',
    unsureNote: 'Your stylist will check at your appointment.',
  },
  thickness: {
    question: 'How thick is it?',
    unsureNote: 'Most hair is medium. Your stylist will check at your appointment.',
  },
}

export const modeLabels: Record<Mode, { title: string; text: string }> = {
  stylist: {
    title: 'By stylist',
    text: 'You already know who you would like, or want to pick from our team.',
  },
  level: {
    title: 'By level',
    text: 'Choose how experienced a stylist you would like, then meet who is available.',
  },
  budget: {
    title: 'By budget',
    text: 'Tell us what you would like to spend and see which levels and stylists fit.',
  },
}

/** Page titles of the calculator's screens (the browser's tab, updated on every step). */
export const screenTitles: Record<Screen['kind'], string> = {
  redirect: 'Prices',
  menu: 'Prices and online quote',
  types: 'Build my exact quote',
  modes: 'How would you like to choose?',
  stylistStart: 'Get a quote',
  calculator: 'Build your quote',
  byLevel: 'Your Selection',
  byStylist: 'Your Selection',
  byBudget: 'Your budget',
  finish: 'Save your quote',
}

/** Headings of the price list's groups. */
export function menuGroupTitle(kind: ServiceSlot, categoryName: string | null): string {
  switch (kind) {
    case 'finish':
      return 'Cuts, blow-dries and styling'
    case 'finishAddOn':
      return 'Finishing touches'
    case 'treatment':
      return 'Treatments'
    case 'colour':
      return categoryName ?? 'Colour'
    case 'colourAddOn':
      return 'Toners and colour extras'
    case 'plex':
      return 'Bond builders'
    case 'mensCut':
      return "Men's cuts"
    case 'mensColour':
      return "Men's colour"
  }
}
