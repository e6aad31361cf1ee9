import type { CalculatorType, Step } from '@/quote'

import type { Mode } from './state'

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
  totals: 'Total',
}
