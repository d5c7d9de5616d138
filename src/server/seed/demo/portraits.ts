import type { DemoPortrait } from './content-data.ts'
import type { Picture } from './pictures.ts'

/** Portraits are square, a head and shoulders in flat colours. */
const SIZE = 600

/** Hair behind the head (long hair, a bun, a headscarf). */
function hairBehind({ hair, hairStyle }: DemoPortrait) {
  switch (hairStyle) {
    case 'long':
      return `<path d="M178 260 C 170 130 250 110 300 110 C 360 110 430 130 422 260 L 440 420 C 440 450 424 470 400 470 H 200 C 176 470 160 450 160 420 Z" fill="${hair}"/>`
    case 'bun':
      return `<circle cx="300" cy="118" r="52" fill="${hair}"/>`
    case 'scarf':
      return `<path d="M170 270 C 160 120 240 105 300 105 C 360 105 440 120 430 270 C 440 360 420 420 300 440 C 180 420 160 360 170 270 Z" fill="${hair}"/>`
    default:
      return ''
  }
}

/** Hair in front of the head: a fringe, a cap of short hair, tufts around a bald crown. */
function hairFront({ hair, hairStyle }: DemoPortrait) {
  switch (hairStyle) {
    case 'short':
      return `<path d="M192 240 C 186 150 240 122 300 122 C 362 122 414 150 408 240 C 392 190 350 172 300 176 C 250 172 208 190 192 240 Z" fill="${hair}"/>`
    case 'long':
    case 'bun':
      return `<path d="M194 236 C 190 150 246 128 300 128 C 356 128 410 150 406 236 C 380 180 330 170 300 196 C 270 170 220 180 194 236 Z" fill="${hair}"/>`
    case 'scarf':
      return `<path d="M196 250 C 196 160 250 140 300 140 C 350 140 404 160 404 250 C 390 200 350 182 300 182 C 250 182 210 200 196 250 Z" fill="${hair}"/>`
    case 'bald':
      return `<path d="M192 250 C 190 220 198 205 208 200 L 214 262 Z M408 250 C 410 220 402 205 392 200 L 386 262 Z" fill="${hair}"/>`
  }
}

const face = (portrait: DemoPortrait) =>
  [
    `<ellipse cx="300" cy="255" rx="108" ry="128" fill="${portrait.skin}"/>`,
    `<circle cx="252" cy="300" r="20" fill="#e88f8f" opacity="0.3"/><circle cx="348" cy="300" r="20" fill="#e88f8f" opacity="0.3"/>`,
    `<circle cx="262" cy="262" r="9" fill="#2b2b2b"/><circle cx="338" cy="262" r="9" fill="#2b2b2b"/>`,
    portrait.beard
      ? `<path d="M206 290 C 214 370 260 392 300 392 C 340 392 386 370 394 290 C 370 330 340 340 300 340 C 260 340 230 330 206 290 Z" fill="${portrait.hair}"/>`
      : '',
    `<path d="M268 318 Q 300 342 332 318" fill="none" stroke="#7a3b34" stroke-width="7" stroke-linecap="round"/>`,
    portrait.glasses
      ? `<g fill="none" stroke="#33312e" stroke-width="6"><circle cx="262" cy="262" r="30"/><circle cx="338" cy="262" r="30"/><path d="M292 262 H 308"/></g>`
      : '',
  ].join('')

/** A hero's portrait: head and shoulders on a soft background. */
export const portraitPicture = (portrait: DemoPortrait): Picture => ({
  width: SIZE,
  height: SIZE,
  parts: () => [
    `<rect width="${SIZE}" height="${SIZE}" fill="${portrait.background}"/>`,
    `<circle cx="300" cy="300" r="250" fill="#ffffff" opacity="0.45"/>`,
    portrait.hairStyle === 'scarf' ? '' : hairBehind(portrait),
    `<path d="M90 ${SIZE} C 100 470 200 420 300 420 C 400 420 500 470 510 ${SIZE} Z" fill="${portrait.shirt}"/>`,
    // A headscarf covers the neck.
    portrait.hairStyle === 'scarf'
      ? hairBehind(portrait)
      : `<rect x="266" y="340" width="68" height="100" rx="30" fill="${portrait.skin}"/>`,
    face(portrait),
    hairFront(portrait),
  ],
})
