import type { DemoChart } from './content-data.ts'
import type { Picture } from './pictures.ts'
import { svgText } from './svg.ts'

/** Infographics are drawn upright, as a phone shows them. */
const W = 800
const H = 1000
const INK = '#1d2a22'
const MUTED = '#5d6b62'
const COLORS = ['#3f8f4f', '#3b78b5', '#e3a33b', '#d9734f', '#8a6fb0', '#4aa3a2', '#c0504d', '#7f8c8d']

const number = (value: number) => value.toLocaleString('en-US')
const bold = (x: number, y: number, value: string, size: number, anchor: 'start' | 'middle' = 'start') =>
  svgText(x, y, value, size, INK, 700, anchor)

/** Horizontal bars, the label above each, the value at its end. */
function bars(chart: DemoChart) {
  const max = Math.max(...chart.items.map(([, value]) => value))
  const row = Math.min(110, 720 / chart.items.length)
  return chart.items.map(([label, value], i) => {
    const y = 210 + i * row
    const length = Math.max(6, (value / max) * 560)
    return (
      svgText(60, y + 28, label, 28, MUTED) +
      `<rect x="60" y="${y + 40}" width="${length}" height="${row * 0.42}" rx="8" fill="${COLORS[i % COLORS.length]}"/>` +
      bold(74 + length, y + 40 + row * 0.32, number(value), 28)
    )
  })
}

/** A label of one or two lines under a column. */
const columnLabel = (x: number, y: number, label: string) => {
  const space = label.indexOf(' ')
  const lines = label.length > 9 && space > 0 ? [label.slice(0, space), label.slice(space + 1)] : [label]
  return lines.map((line, i) => svgText(x, y + i * 28, line, 24, MUTED, 400, 'middle')).join('')
}

/** Vertical columns on a baseline, the value on top, the label underneath. */
function columns(chart: DemoChart) {
  const max = Math.max(...chart.items.map(([, value]) => value))
  const slot = 680 / chart.items.length
  const width = Math.min(120, slot - 30)
  return [
    `<line x1="50" y1="840" x2="750" y2="840" stroke="#c9cfc8" stroke-width="4"/>`,
    ...chart.items.map(([label, value], i) => {
      const x = 60 + slot * i + slot / 2
      const height = Math.max(6, (value / max) * 540)
      return (
        `<rect x="${x - width / 2}" y="${840 - height}" width="${width}" height="${height}" rx="10" fill="${COLORS[i % COLORS.length]}"/>` +
        bold(x, 826 - height, number(value), 28, 'middle') +
        columnLabel(x, 880, label)
      )
    }),
  ]
}

/** A ring of shares with a legend underneath, two entries a row. */
function donut(chart: DemoChart) {
  const total = chart.items.reduce((sum, [, value]) => sum + value, 0)
  const r = 200
  const around = 2 * Math.PI * r
  let before = 0
  const ring = chart.items.map(([, value], i) => {
    const dash = (value / total) * around
    const arc = `<circle cx="400" cy="440" r="${r}" fill="none" stroke="${COLORS[i % COLORS.length]}" stroke-width="110" stroke-dasharray="${dash} ${around - dash}" stroke-dashoffset="${-before}" transform="rotate(-90 400 440)"/>`
    before += dash
    return arc
  })
  const legend = chart.items.map(([label, value], i) => {
    const x = 70 + (i % 2) * 360
    const y = 760 + Math.floor(i / 2) * 60
    return `<rect x="${x}" y="${y - 26}" width="32" height="32" rx="6" fill="${COLORS[i % COLORS.length]}"/>${svgText(x + 46, y, `${label}  ${number(value)}`, 28, INK)}`
  })
  return [...ring, ...legend]
}

const draw = { bars, columns, donut }

/** The image of an infographic: its heading and unit over the chart, on a light card. */
export const chartPicture = (chart: DemoChart): Picture => ({
  width: W,
  height: H,
  parts: () => [
    `<rect width="${W}" height="${H}" fill="#fbfaf6"/>`,
    `<rect width="${W}" height="14" fill="#3f8f4f"/>`,
    bold(W / 2, 96, chart.heading, 44, 'middle'),
    svgText(W / 2, 146, chart.unit, 28, MUTED, 400, 'middle'),
    ...draw[chart.kind](chart),
  ],
})
