import type { Picture } from './pictures.ts'
import { svgText } from './svg.ts'

/**
 * Demo images for the media library: soft landscapes for the categories' background images, two
 * logos, a content image and an infographic, drawn as SVG (rendered by pictures.ts).
 */

export type SceneKind =
  | 'vegetables'
  | 'road'
  | 'wind'
  | 'house'
  | 'market'
  | 'recycling'
  | 'forest'
  | 'lake'
  | 'logo'
  | 'repair-logo'
  | 'bike-parking'
  | 'co2-chart'

/** Every scene is drawn on this canvas; logos on a square one. */
const W = 1200
const H = 750
const SQUARE = 600

type Sky = { top: string; bottom: string; sun?: { x: number; y: number; r: number; color: string } }

const defs = (sky: Sky) =>
  `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient>` +
  `<radialGradient id="glow"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>`

const skyAndSun = (sky: Sky) =>
  `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
  (sky.sun
    ? `<circle cx="${sky.sun.x}" cy="${sky.sun.y}" r="${sky.sun.r * 2.4}" fill="url(#glow)"/><circle cx="${sky.sun.x}" cy="${sky.sun.y}" r="${sky.sun.r}" fill="${sky.sun.color}"/>`
    : '')

/** A rolling hill from the left edge to the right edge, filled to the bottom. */
const hill = (y: number, wave: number, color: string, phase = 0) =>
  `<path d="M0 ${y} C ${W * 0.25} ${y - wave + phase} ${W * 0.45} ${y + wave} ${W * 0.7} ${y - wave / 2} S ${W * 0.95} ${y + wave / 3} ${W} ${y - phase} V ${H} H 0 Z" fill="${color}"/>`

const cloud = (x: number, y: number, scale: number) =>
  `<g transform="translate(${x} ${y}) scale(${scale})" fill="#ffffff" opacity="0.85"><ellipse cx="0" cy="0" rx="60" ry="26"/><ellipse cx="42" cy="-14" rx="44" ry="30"/><ellipse cx="86" cy="2" rx="52" ry="22"/></g>`

const pine = (x: number, y: number, size: number, color: string) =>
  `<g transform="translate(${x} ${y})"><rect x="${-size * 0.06}" y="0" width="${size * 0.12}" height="${size * 0.25}" fill="#6b4f3a"/><path d="M0 ${-size} L ${size * 0.42} ${-size * 0.35} H ${size * 0.22} L ${size * 0.5} 0 H ${-size * 0.5} L ${-size * 0.22} ${-size * 0.35} H ${-size * 0.42} Z" fill="${color}"/></g>`

const turbine = (x: number, y: number, height: number, angle: number) => {
  const blade = `<path d="M0 0 C 8 -${height * 0.12} 6 -${height * 0.3} 0 -${height * 0.42} C -4 -${height * 0.3} -6 -${height * 0.12} 0 0 Z" fill="#f7f9fa"/>`
  return `<g transform="translate(${x} ${y - height})"><path d="M-5 0 L -9 ${height} H 9 L 5 0 Z" fill="#eef2f3"/>${[
    0, 120, 240,
  ]
    .map((turn) => `<g transform="rotate(${angle + turn})">${blade}</g>`)
    .join('')}<circle r="8" fill="#dfe6e8"/></g>`
}

const bicycle = (x: number, y: number, scale: number, color: string) =>
  `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="${color}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"><circle cx="0" cy="0" r="42"/><circle cx="130" cy="0" r="42"/><path d="M0 0 L 48 -70 H 112 L 130 0 M 48 -70 L 66 0 L 112 -70 M 40 -88 H 64 M 112 -70 L 104 -96 H 124"/></g>`

/** Titles on the pictures: bold and centred. */
const text = (x: number, y: number, value: string, size: number, fill: string, weight = 700) =>
  svgText(x, y, value, size, fill, weight, 'middle')

function vegetables() {
  const sky: Sky = { top: '#a9d8f0', bottom: '#f4f1d8', sun: { x: 980, y: 150, r: 70, color: '#fbd46d' } }
  const rows = Array.from({ length: 6 }, (_, row) => {
    const y = 470 + row * 48
    const size = 10 + row * 4
    return Array.from({ length: 14 }, (_, i) => {
      const x = 40 + i * 86 + (row % 2) * 40
      const leaf = row % 3 === 0 ? '#3f8f4f' : row % 3 === 1 ? '#5aa55a' : '#2f7a45'
      return `<ellipse cx="${x}" cy="${y}" rx="${size * 1.6}" ry="${size}" fill="${leaf}"/><circle cx="${x + size}" cy="${y - size * 0.4}" r="${size * 0.55}" fill="${row % 2 ? '#e0673f' : '#f2a33c'}"/>`
    }).join('')
  }).join('')
  return [
    defs(sky),
    skyAndSun(sky),
    cloud(180, 140, 1.1),
    cloud(620, 90, 0.8),
    hill(400, 40, '#9fcf86'),
    hill(450, 20, '#7dbb6a', 10),
    rows,
  ]
}

function road() {
  const sky: Sky = { top: '#8fc9ec', bottom: '#e6f3f7', sun: { x: 240, y: 170, r: 60, color: '#ffe08a' } }
  return [
    defs(sky),
    skyAndSun(sky),
    cloud(760, 130, 1),
    hill(380, 50, '#a6d48f'),
    hill(450, 30, '#83c070', 20),
    `<path d="M560 400 C 520 470 700 520 520 600 S 300 700 260 ${H} H 640 C 700 690 860 640 760 560 S 600 460 600 400 Z" fill="#d9cbb0"/>`,
    `<path d="M580 400 C 560 470 700 520 560 600 S 400 700 440 ${H}" fill="none" stroke="#ffffff" stroke-width="6" stroke-dasharray="26 22"/>`,
    bicycle(700, 660, 0.9, '#2f5d7c'),
    pine(180, 520, 160, '#3d7f50'),
    pine(1020, 500, 140, '#3d7f50'),
  ]
}

function wind() {
  const sky: Sky = { top: '#b9def2', bottom: '#fdf3e1', sun: { x: 1000, y: 560, r: 90, color: '#f9c784' } }
  return [
    defs(sky),
    skyAndSun(sky),
    cloud(260, 150, 1.2),
    hill(520, 60, '#b5d99c'),
    turbine(300, 520, 330, 10),
    turbine(620, 480, 280, 55),
    turbine(860, 540, 230, 95),
    hill(600, 40, '#8cc47a', 20),
    hill(680, 20, '#6fae66'),
  ]
}

function house() {
  const sky: Sky = { top: '#9ed0ee', bottom: '#f1f7e9', sun: { x: 960, y: 140, r: 65, color: '#ffd36e' } }
  // Two rows of solar panels on the roof's face (inside the triangle at those heights).
  const panels = [
    { y: 318, from: 500, count: 4 },
    { y: 352, from: 470, count: 5 },
  ]
    .map((row) =>
      Array.from(
        { length: row.count },
        (_, i) =>
          `<rect x="${row.from + i * 58}" y="${row.y}" width="52" height="30" fill="#2f4f7f" stroke="#9fb8d8" stroke-width="2"/>`,
      ).join(''),
    )
    .join('')
  return [
    defs(sky),
    skyAndSun(sky),
    cloud(200, 120, 0.9),
    hill(540, 30, '#9ccf86'),
    `<rect x="420" y="380" width="380" height="250" fill="#f4e6d0"/>`,
    `<path d="M390 390 L 610 230 L 830 390 Z" fill="#c46a4a"/>`,
    panels,
    `<rect x="570" y="500" width="80" height="130" rx="6" fill="#7a5a44"/>`,
    `<rect x="460" y="440" width="80" height="70" fill="#bfe3f2" stroke="#ffffff" stroke-width="6"/>`,
    `<rect x="680" y="440" width="80" height="70" fill="#bfe3f2" stroke="#ffffff" stroke-width="6"/>`,
    hill(640, 15, '#7ab86a', 8),
    pine(280, 620, 200, '#3f8452'),
    pine(950, 630, 170, '#4a915c'),
  ]
}

function market() {
  const sky: Sky = { top: '#f6d7b0', bottom: '#fdf5ea', sun: { x: 200, y: 130, r: 55, color: '#fbb36b' } }
  const fruit = ['#e0673f', '#f2a33c', '#7cb85a', '#d9534f']
  const stall = (x: number, color: string) => {
    const awning = Array.from(
      { length: 6 },
      (_, i) => `<rect x="${i * 45}" y="0" width="45" height="70" fill="${i % 2 ? '#ffffff' : color}"/>`,
    ).join('')
    const scallops = `<path d="M0 70 ${'q 22.5 30 45 0 '.repeat(6)}" fill="${color}"/>`
    const poles = `<rect x="10" y="100" width="8" height="220" fill="#8a6a50"/><rect x="252" y="100" width="8" height="220" fill="#8a6a50"/>`
    const table = `<rect x="0" y="230" width="270" height="90" rx="8" fill="#b98b62"/>`
    const produce = Array.from(
      { length: 7 },
      (_, i) => `<circle cx="${25 + i * 37}" cy="225" r="16" fill="${fruit[i % 4]}"/>`,
    ).join('')
    return `<g transform="translate(${x} 300)">${awning}${scallops}${poles}${table}${produce}</g>`
  }
  return [
    defs(sky),
    skyAndSun(sky),
    `<rect x="0" y="620" width="${W}" height="${H - 620}" fill="#d8c7ad"/>`,
    stall(90, '#3f8f6a'),
    stall(465, '#d9734f'),
    stall(840, '#4a7fb0'),
  ]
}

function recycling() {
  const sky: Sky = { top: '#b4e0d6', bottom: '#f3faf5' }
  const bin = (x: number, color: string) =>
    `<g transform="translate(${x} 380)"><rect x="0" y="30" width="170" height="230" rx="14" fill="${color}"/><rect x="-10" y="0" width="190" height="40" rx="10" fill="${color}" opacity="0.85"/><path d="M85 110 l 30 52 h -60 z" fill="none" stroke="#ffffff" stroke-width="10" stroke-linejoin="round"/></g>`
  return [
    defs(sky),
    skyAndSun(sky),
    cloud(800, 120, 1.1),
    hill(560, 25, '#a8d69a'),
    pine(150, 600, 260, '#3d8050'),
    pine(1060, 590, 230, '#4b9160'),
    bin(290, '#3f8f4f'),
    bin(515, '#3b78b5'),
    bin(740, '#8a9499'),
    `<rect x="0" y="640" width="${W}" height="${H - 640}" fill="#c9d6cb"/>`,
  ]
}

function forest() {
  const sky: Sky = { top: '#cfe9f4', bottom: '#f7f2df', sun: { x: 620, y: 260, r: 80, color: '#fde3a0' } }
  const trees = (y: number, size: number, color: string, offset: number) =>
    Array.from({ length: 11 }, (_, i) => pine(offset + i * 120, y + ((i * 37) % 30), size, color)).join('')
  return [
    defs(sky),
    skyAndSun(sky),
    hill(420, 40, '#b9d9a8'),
    trees(470, 170, '#5a9c6a', 0),
    trees(560, 210, '#3f8452', 60),
    `<path d="M520 ${H} C 560 680 640 640 600 590 S 660 520 720 500 L 740 500 C 700 530 680 560 700 600 S 660 700 700 ${H} Z" fill="#8fcbe6"/>`,
    trees(700, 240, '#2e6b42', 20),
  ]
}

function lake() {
  const sky: Sky = { top: '#f3c6a5', bottom: '#fbe9d5', sun: { x: 600, y: 330, r: 90, color: '#f9b27a' } }
  const waves = Array.from({ length: 7 }, (_, i) => {
    const y = 420 + i * 48
    return `<path d="M0 ${y} ${Array.from({ length: 12 }, () => 'q 50 -14 100 0').join(' ')} V ${H} H 0 Z" fill="${['#7fb3cf', '#6aa3c4', '#5a93b8', '#4b84ab', '#3f769e', '#346891', '#2b5b83'][i]}" opacity="0.95"/>`
  }).join('')
  return [
    defs(sky),
    skyAndSun(sky),
    hill(420, 25, '#9d8fa8'),
    waves,
    `<g transform="translate(780 560)"><path d="M0 0 H 150 L 125 34 H 25 Z" fill="#f4efe7"/><path d="M72 -120 V 0 M 76 -115 L 130 -10 H 76 Z" fill="#ffffff" stroke="#f4efe7" stroke-width="4"/></g>`,
  ]
}

function logo() {
  return [
    `<rect width="${SQUARE}" height="${SQUARE}" fill="#f3f8f1"/>`,
    `<circle cx="300" cy="250" r="170" fill="#2f7d4f"/>`,
    `<path d="M300 130 C 390 180 400 290 300 370 C 200 290 210 180 300 130 Z" fill="#9fe0a8"/>`,
    `<path d="M300 160 V 370" stroke="#2f7d4f" stroke-width="8" stroke-linecap="round"/>`,
    text(300, 510, 'Canopy', 72, '#1d3b2a'),
  ]
}

function repairLogo() {
  const teeth = Array.from(
    { length: 8 },
    (_, i) => `<rect x="-18" y="-150" width="36" height="44" rx="6" transform="rotate(${i * 45})"/>`,
  ).join('')
  return [
    `<rect width="${SQUARE}" height="${SQUARE}" fill="#fff6e8"/>`,
    `<g transform="translate(300 250)" fill="#d9734f">${teeth}<circle r="120"/><circle r="52" fill="#fff6e8"/></g>`,
    text(300, 500, 'Repair café', 64, '#7a3b24'),
  ]
}

function bikeParking() {
  const sky: Sky = { top: '#c4dcea', bottom: '#eef3f5' }
  return [
    defs(sky),
    skyAndSun(sky),
    `<rect x="0" y="180" width="${W}" height="60" fill="#9aa7ad"/>`,
    `<rect x="0" y="240" width="${W}" height="20" fill="#6f7c83"/>`,
    ...Array.from(
      { length: 6 },
      (_, i) => `<rect x="${60 + i * 200}" y="240" width="16" height="380" fill="#6f7c83"/>`,
    ),
    `<rect x="0" y="600" width="${W}" height="${H - 600}" fill="#c9c3b6"/>`,
    ...Array.from({ length: 7 }, (_, i) =>
      bicycle(90 + i * 160, 560 + (i % 2) * 20, 0.75, ['#2f5d7c', '#c0504d', '#3f8f4f', '#e3a33b'][i % 4]!),
    ),
  ]
}

function co2Chart() {
  const bars = [
    { label: 'car', value: 0.19, color: '#d9734f' },
    { label: 'bus', value: 0.1, color: '#e3a33b' },
    { label: 'train', value: 0.04, color: '#3b78b5' },
    { label: 'bike', value: 0.005, color: '#3f8f4f' },
  ]
  return [
    `<rect width="${W}" height="${H}" fill="#fbfaf6"/>`,
    text(600, 90, 'kg CO2 per km', 44, '#1d2a22'),
    `<line x1="150" y1="620" x2="1080" y2="620" stroke="#c9cfc8" stroke-width="4"/>`,
    ...bars.map((bar, i) => {
      const height = Math.max(8, (bar.value / 0.2) * 440)
      const x = 200 + i * 220
      return `<rect x="${x}" y="${620 - height}" width="140" height="${height}" rx="12" fill="${bar.color}"/>${text(x + 70, 610 - height, String(bar.value), 30, '#1d2a22')}${text(x + 70, 680, bar.label, 32, '#5d6b62', 400)}`
    }),
  ]
}

const scenes: Record<SceneKind, { parts: () => string[]; square?: boolean }> = {
  vegetables: { parts: vegetables },
  road: { parts: road },
  wind: { parts: wind },
  house: { parts: house },
  market: { parts: market },
  recycling: { parts: recycling },
  forest: { parts: forest },
  lake: { parts: lake },
  logo: { parts: logo, square: true },
  'repair-logo': { parts: repairLogo, square: true },
  'bike-parking': { parts: bikeParking },
  'co2-chart': { parts: co2Chart },
}

/** The scene as a picture of its natural size (a square one for logos). */
export function scenePicture(kind: SceneKind): Picture {
  const scene = scenes[kind]
  const [width, height] = scene.square ? [SQUARE, SQUARE] : [W, H]
  return { width, height, parts: scene.parts }
}
