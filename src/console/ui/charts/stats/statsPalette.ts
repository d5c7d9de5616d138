/**
 * The Okabe–Ito palette (Okabe & Ito, "Color Universal Design"), whose colours stay apart for the
 * common colour vision deficiencies, in an order where neighbouring stacks also differ in
 * lightness (CIE L* 46, 71, 54, 70, 58, 89, 61, 0: at least 12 apart), so even in grey two
 * adjacent stacks are told apart; a 1 px gap of the card's colour separates them as well. The first
 * five have 2:1 or more against white; yellow, the faintest, comes only with a sixth stack. Past
 * eight stacks the colours repeat (the legend's order and the tooltip still tell them).
 */
export const stackColours = [
  '#0072B2', // blue
  '#E69F00', // orange
  '#D55E00', // vermillion
  '#56B4E9', // sky blue
  '#009E73', // bluish green
  '#F0E442', // yellow
  '#CC79A7', // reddish purple
  '#000000', // black
] as const

/** Lines get a second cue besides their colour: a dash pattern of their own. */
const dashes = [undefined, '6 3', '2 3', '8 3 2 3', '1 2', '10 4'] as const

export const stackColour = (index: number) => stackColours[index % stackColours.length]!
export const stackDash = (index: number) => dashes[index % dashes.length]
