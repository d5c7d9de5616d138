import { loadSharp } from '../../media/sharp.ts'
import { svgText } from './svg.ts'

/**
 * Demo screenshots for feedback: a phone screen of the climate app (status bar, header, the
 * screen's content, tab bar), drawn as SVG and rendered to webp with sharp. Bug reports get the
 * red circle a user draws around what is wrong.
 */

export const SCREENSHOT_WIDTH = 390
export const SCREENSHOT_HEIGHT = 844

export type ScreenKind = 'home' | 'quiz' | 'actions' | 'co2' | 'story' | 'map' | 'profile'

export type ScreenshotSpec = {
  screen: ScreenKind
  /** The header title, in the language the user had the app in. */
  title: string
  lang: 'en' | 'nl'
  /** The user's marking around the part the feedback is about. */
  mark?: { x: number; y: number; width: number; height: number }
  /** The app's dark mode. */
  dark?: boolean
}

const W = SCREENSHOT_WIDTH
const H = SCREENSHOT_HEIGHT

type Palette = {
  bg: string
  card: string
  text: string
  muted: string
  line: string
  accent: string
  soft: string
}

const light: Palette = {
  bg: '#f3f6f1',
  card: '#ffffff',
  text: '#1d2a22',
  muted: '#6b7a70',
  line: '#dfe7dc',
  accent: '#2f7d4f',
  soft: '#e3f1e6',
}
const dark: Palette = {
  bg: '#111714',
  card: '#1c2520',
  text: '#e8efe9',
  muted: '#93a398',
  line: '#2c3a32',
  accent: '#4fb277',
  soft: '#1f3a2a',
}

const card = (x: number, y: number, w: number, h: number, p: Palette) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="16" fill="${p.card}" stroke="${p.line}"/>`

/** Grey bars standing in for lines of body text. */
const lines = (x: number, y: number, widths: number[], p: Palette) =>
  widths
    .map((w, i) => `<rect x="${x}" y="${y + i * 16}" width="${w}" height="8" rx="4" fill="${p.line}"/>`)
    .join('')

const words = {
  en: {
    tabs: ['Home', 'Stories', 'Actions', 'Profile'],
    footprint: 'Your CO2 footprint',
    perYear: 'tonnes per year',
    tip: 'Tip of the day',
    tipText: 'Take the bike for trips under 5 km',
    question: 'Question 3 of 8',
    quiz: 'How much CO2 does a beef burger cause?',
    answers: ['About 0.5 kg', 'About 3 kg', 'About 10 kg', 'I do not know'],
    next: 'Next',
    actions: [
      'Shower 2 minutes shorter',
      'Eat vegetarian on Mondays',
      'Switch off standby devices',
      'Buy second-hand clothes',
    ],
    done: 'done',
    categories: ['Food', 'Mobility', 'Home', 'Goods'],
    total: 'Total',
    readMore: 'Read more',
    storyTitle: 'A week without a car',
    initiatives: 'Repair café Oudegracht',
    nearby: '1.2 km away · Saturday 10:00',
    points: 'points',
    badges: 'Badges',
    settings: ['Notifications', 'Language', 'Privacy', 'Send feedback'],
  },
  nl: {
    tabs: ['Start', 'Verhalen', 'Acties', 'Profiel'],
    footprint: 'Jouw CO2-voetafdruk',
    perYear: 'ton per jaar',
    tip: 'Tip van de dag',
    tipText: 'Pak de fiets voor ritjes onder 5 km',
    question: 'Vraag 3 van 8',
    quiz: 'Hoeveel CO2 kost een hamburger?',
    answers: ['Ongeveer 0,5 kg', 'Ongeveer 3 kg', 'Ongeveer 10 kg', 'Weet ik niet'],
    next: 'Volgende',
    actions: [
      '2 minuten korter douchen',
      'Maandag vegetarisch eten',
      'Apparaten niet op stand-by',
      'Tweedehands kleding kopen',
    ],
    done: 'gedaan',
    categories: ['Eten', 'Vervoer', 'Wonen', 'Spullen'],
    total: 'Totaal',
    readMore: 'Lees verder',
    storyTitle: 'Een week zonder auto',
    initiatives: 'Repair café Oudegracht',
    nearby: '1,2 km · zaterdag 10:00',
    points: 'punten',
    badges: 'Badges',
    settings: ['Meldingen', 'Taal', 'Privacy', 'Feedback sturen'],
  },
} as const

type Words = (typeof words)[keyof typeof words]

const TOP = 132 // below the status bar and header

function home(p: Palette, w: Words) {
  return [
    card(16, TOP, W - 32, 176, p),
    svgText(36, TOP + 36, w.footprint, 15, p.muted, 600),
    svgText(36, TOP + 92, '7,4', 48, p.text, 700),
    svgText(36, TOP + 120, w.perYear, 14, p.muted),
    `<circle cx="${W - 90}" cy="${TOP + 92}" r="46" fill="none" stroke="${p.line}" stroke-width="12"/>`,
    `<circle cx="${W - 90}" cy="${TOP + 92}" r="46" fill="none" stroke="${p.accent}" stroke-width="12" stroke-dasharray="190 400" transform="rotate(-90 ${W - 90} ${TOP + 92})"/>`,
    `<rect x="36" y="${TOP + 140}" width="${W - 72}" height="10" rx="5" fill="${p.soft}"/>`,
    `<rect x="36" y="${TOP + 140}" width="${(W - 72) * 0.62}" height="10" rx="5" fill="${p.accent}"/>`,
    card(16, TOP + 196, W - 32, 112, p),
    svgText(36, TOP + 230, w.tip, 15, p.accent, 700),
    svgText(36, TOP + 258, w.tipText, 14, p.text),
    lines(36, TOP + 274, [260, 190], p),
    ...[0, 1].map((i) =>
      [
        card(16 + i * ((W - 40) / 2 + 8), TOP + 328, (W - 40) / 2, 150, p),
        `<rect x="${28 + i * ((W - 40) / 2 + 8)}" y="${TOP + 340}" width="${(W - 40) / 2 - 24}" height="74" rx="10" fill="${i ? '#f2c14e' : '#7cc38f'}"/>`,
        lines(28 + i * ((W - 40) / 2 + 8), TOP + 430, [120, 80], p),
      ].join(''),
    ),
  ].join('')
}

function quiz(p: Palette, w: Words) {
  return [
    svgText(24, TOP + 20, w.question, 14, p.muted, 600),
    `<rect x="24" y="${TOP + 32}" width="${W - 48}" height="8" rx="4" fill="${p.line}"/>`,
    `<rect x="24" y="${TOP + 32}" width="${(W - 48) * 0.375}" height="8" rx="4" fill="${p.accent}"/>`,
    `<rect x="16" y="${TOP + 60}" width="${W - 32}" height="150" rx="18" fill="#7cc38f"/>`,
    `<circle cx="${W / 2}" cy="${TOP + 135}" r="42" fill="#f2c14e"/>`,
    svgText(24, TOP + 250, w.quiz, 18, p.text, 700),
    ...w.answers.map((answer, i) => {
      const y = TOP + 280 + i * 68
      const chosen = i === 1
      return [
        `<rect x="16" y="${y}" width="${W - 32}" height="56" rx="14" fill="${chosen ? p.soft : p.card}" stroke="${chosen ? p.accent : p.line}" stroke-width="${chosen ? 2 : 1}"/>`,
        `<circle cx="44" cy="${y + 28}" r="10" fill="none" stroke="${chosen ? p.accent : p.muted}" stroke-width="2"/>`,
        chosen ? `<circle cx="44" cy="${y + 28}" r="5" fill="${p.accent}"/>` : '',
        svgText(66, y + 33, answer, 15, p.text),
      ].join('')
    }),
    `<rect x="16" y="${TOP + 562}" width="${W - 32}" height="52" rx="26" fill="${p.accent}"/>`,
    svgText(W / 2, TOP + 594, w.next, 16, '#ffffff', 700, 'middle'),
  ].join('')
}

function actions(p: Palette, w: Words) {
  const colors = ['#7cc38f', '#f2c14e', '#6fa8dc', '#e69a8d']
  return w.actions
    .map((action, i) => {
      const y = TOP + i * 112
      const done = i === 0 || i === 2
      return [
        card(16, y, W - 32, 96, p),
        `<rect x="30" y="${y + 14}" width="68" height="68" rx="12" fill="${colors[i]}"/>`,
        svgText(112, y + 38, action, 13, p.text, 600),
        ...[0, 1, 2, 3, 4].map(
          (dot) =>
            `<circle cx="${118 + dot * 14}" cy="${y + 62}" r="4.5" fill="${dot < 2 + (i % 3) ? p.accent : p.line}"/>`,
        ),
        `<rect x="${W - 62}" y="${y + 34}" width="28" height="28" rx="8" fill="${done ? p.accent : 'none'}" stroke="${done ? p.accent : p.muted}" stroke-width="2"/>`,
        done
          ? `<path d="M${W - 55} ${y + 48} l6 6 l11 -12" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round"/>`
          : '',
        done ? svgText(W - 48, y + 82, w.done, 11, p.muted, 400, 'middle') : '',
      ].join('')
    })
    .join('')
}

function co2(p: Palette, w: Words) {
  const values = [2.4, 1.9, 2.2, 0.9]
  const max = 2.6
  const colors = ['#7cc38f', '#6fa8dc', '#f2c14e', '#e69a8d']
  const chartTop = TOP + 90
  return [
    card(16, TOP, W - 32, 440, p),
    svgText(36, TOP + 36, w.footprint, 15, p.muted, 600),
    svgText(36, TOP + 70, `7,4 ${w.perYear}`, 22, p.text, 700),
    ...values.map((value, i) => {
      const barHeight = (value / max) * 240
      const x = 44 + i * 80
      return [
        `<rect x="${x}" y="${chartTop + 260 - barHeight}" width="50" height="${barHeight}" rx="8" fill="${colors[i]}"/>`,
        svgText(
          x + 25,
          chartTop + 250 - barHeight,
          value.toFixed(1).replace('.', ','),
          13,
          p.text,
          600,
          'middle',
        ),
        svgText(x + 25, chartTop + 286, w.categories[i]!, 12, p.muted, 400, 'middle'),
      ].join('')
    }),
    `<line x1="36" y1="${chartTop + 262}" x2="${W - 36}" y2="${chartTop + 262}" stroke="${p.line}" stroke-width="2"/>`,
    card(16, TOP + 460, W - 32, 72, p),
    svgText(36, TOP + 503, w.total, 16, p.text, 600),
    svgText(W - 36, TOP + 503, '7,4 t', 16, p.accent, 700, 'end'),
  ].join('')
}

function story(p: Palette, w: Words) {
  return [
    `<rect x="0" y="${TOP - 8}" width="${W}" height="260" fill="#9fd3e6"/>`,
    `<circle cx="${W - 80}" cy="${TOP + 60}" r="34" fill="#f7d774"/>`,
    `<path d="M0 ${TOP + 200} Q ${W * 0.3} ${TOP + 120} ${W * 0.55} ${TOP + 190} T ${W} ${TOP + 170} V ${TOP + 252} H 0 Z" fill="#7cc38f"/>`,
    `<path d="M0 ${TOP + 230} Q ${W * 0.4} ${TOP + 180} ${W} ${TOP + 225} V ${TOP + 252} H 0 Z" fill="#4f9d69"/>`,
    svgText(24, TOP + 296, w.storyTitle, 22, p.text, 700),
    lines(24, TOP + 320, [330, 310, 342, 280, 320, 300, 180], p),
    lines(24, TOP + 450, [336, 300, 320, 240], p),
    `<rect x="24" y="${TOP + 530}" width="150" height="44" rx="22" fill="${p.accent}"/>`,
    svgText(99, TOP + 558, w.readMore, 14, '#ffffff', 700, 'middle'),
    ...[0, 1, 2, 3, 4].map(
      (i) =>
        `<circle cx="${W / 2 - 32 + i * 16}" cy="${TOP + 610}" r="4" fill="${i === 1 ? p.accent : p.line}"/>`,
    ),
  ].join('')
}

function map(p: Palette, w: Words) {
  const streets = [
    `M0 ${TOP + 80} L${W} ${TOP + 140}`,
    `M0 ${TOP + 300} L${W} ${TOP + 250}`,
    `M90 ${TOP - 8} L140 ${TOP + 520}`,
    `M270 ${TOP - 8} L240 ${TOP + 520}`,
  ]
  return [
    `<rect x="0" y="${TOP - 8}" width="${W}" height="540" fill="${p === dark ? '#1a2420' : '#e6efe2'}"/>`,
    `<path d="M0 ${TOP + 180} C 120 ${TOP + 160}, 200 ${TOP + 230}, ${W} ${TOP + 200}" stroke="#9fd3e6" stroke-width="26" fill="none"/>`,
    ...streets.map((d) => `<path d="${d}" stroke="${p.card}" stroke-width="12" fill="none"/>`),
    `<rect x="170" y="${TOP + 340}" width="70" height="60" rx="6" fill="#b9dcb8"/>`,
    ...[
      [120, TOP + 120],
      [250, TOP + 300],
      [200, TOP + 200],
    ].map(
      ([x, y], i) =>
        `<path d="M${x} ${y} c-12 -18 -16 -26 -16 -34 a16 16 0 0 1 32 0 c0 8 -4 16 -16 34 z" fill="${i === 2 ? '#d9534f' : p.accent}"/><circle cx="${x}" cy="${y! - 34}" r="6" fill="#ffffff"/>`,
    ),
    card(16, TOP + 470, W - 32, 150, p),
    `<rect x="${W / 2 - 20}" y="${TOP + 480}" width="40" height="5" rx="2.5" fill="${p.line}"/>`,
    svgText(36, TOP + 520, w.initiatives, 17, p.text, 700),
    svgText(36, TOP + 546, w.nearby, 13, p.muted),
    lines(36, TOP + 566, [280, 220], p),
  ].join('')
}

function profile(p: Palette, w: Words) {
  return [
    `<circle cx="${W / 2}" cy="${TOP + 56}" r="48" fill="${p.soft}" stroke="${p.accent}" stroke-width="3"/>`,
    `<circle cx="${W / 2}" cy="${TOP + 44}" r="16" fill="${p.accent}"/>`,
    `<path d="M${W / 2 - 28} ${TOP + 88} a28 22 0 0 1 56 0 z" fill="${p.accent}"/>`,
    lines(W / 2 - 70, TOP + 120, [140], p),
    svgText(W / 2, TOP + 166, `1.240 ${w.points}`, 16, p.accent, 700, 'middle'),
    card(16, TOP + 186, W - 32, 96, p),
    svgText(36, TOP + 214, w.badges, 14, p.muted, 600),
    ...[0, 1, 2, 3, 4].map(
      (i) =>
        `<circle cx="${56 + i * 68}" cy="${TOP + 252}" r="20" fill="${['#7cc38f', '#f2c14e', '#6fa8dc', '#e69a8d', p.line][i]}"/>`,
    ),
    ...w.settings.map((setting, i) => {
      const y = TOP + 300 + i * 64
      return [
        card(16, y, W - 32, 52, p),
        svgText(36, y + 32, setting, 15, p.text),
        `<path d="M${W - 44} ${y + 19} l7 7 l-7 7" fill="none" stroke="${p.muted}" stroke-width="2.5" stroke-linecap="round"/>`,
      ].join('')
    }),
  ].join('')
}

const screens: Record<ScreenKind, (p: Palette, w: Words) => string> = {
  home,
  quiz,
  actions,
  co2,
  story,
  map,
  profile,
}

const tabIndex: Record<ScreenKind, number> = {
  home: 0,
  co2: 0,
  quiz: 1,
  story: 1,
  actions: 2,
  map: 2,
  profile: 3,
}

/** The whole screen as SVG. */
export function screenshotSvg(spec: ScreenshotSpec): string {
  const p = spec.dark ? dark : light
  const w = words[spec.lang]
  const activeTab = tabIndex[spec.screen]
  const tabWidth = W / 4
  const tabs = w.tabs
    .map((label, i) => {
      const x = i * tabWidth + tabWidth / 2
      const color = i === activeTab ? p.accent : p.muted
      return `<rect x="${x - 11}" y="${H - 74}" width="22" height="22" rx="6" fill="none" stroke="${color}" stroke-width="2.5"/>${svgText(x, H - 36, label, 11, color, i === activeTab ? 700 : 400, 'middle')}`
    })
    .join('')
  const mark = spec.mark
    ? `<rect x="${spec.mark.x}" y="${spec.mark.y}" width="${spec.mark.width}" height="${spec.mark.height}" rx="${Math.min(spec.mark.width, spec.mark.height) / 2}" fill="none" stroke="#e5322d" stroke-width="5" stroke-linecap="round" stroke-dasharray="${spec.mark.width * 2.6} 18" transform="rotate(-2 ${spec.mark.x + spec.mark.width / 2} ${spec.mark.y + spec.mark.height / 2})"/>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<rect width="${W}" height="${H}" fill="${p.bg}"/>
<rect width="${W}" height="${TOP - 8}" fill="${p.accent}"/>
${svgText(28, 32, '9:41', 15, '#ffffff', 700)}
<rect x="${W - 80}" y="20" width="4" height="10" rx="1" fill="#ffffff"/><rect x="${W - 74}" y="17" width="4" height="13" rx="1" fill="#ffffff"/><rect x="${W - 68}" y="14" width="4" height="16" rx="1" fill="#ffffff"/>
<rect x="${W - 56}" y="15" width="28" height="14" rx="4" fill="none" stroke="#ffffff" stroke-width="1.5"/><rect x="${W - 54}" y="17" width="18" height="10" rx="2" fill="#ffffff"/>
${svgText(24, 98, spec.title, 24, '#ffffff', 700)}
<circle cx="${W - 40}" cy="90" r="16" fill="rgba(255,255,255,0.25)"/>
${screens[spec.screen](p, w)}
<rect x="0" y="${H - 92}" width="${W}" height="92" fill="${p.card}"/>
<line x1="0" y1="${H - 92}" x2="${W}" y2="${H - 92}" stroke="${p.line}"/>
${tabs}
<rect x="${W / 2 - 67}" y="${H - 12}" width="134" height="5" rx="2.5" fill="${p.text}"/>
${mark}
</svg>`
}

/** The screen as a webp image, as the app would upload it. */
export async function renderScreenshot(spec: ScreenshotSpec): Promise<Buffer> {
  const sharp = await loadSharp()
  return sharp(Buffer.from(screenshotSvg(spec)))
    .webp({ quality: 78 })
    .toBuffer()
}
