import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { CheckIcon } from '@radix-ui/react-icons'
import { Button, Flex, Table, Text, VisuallyHidden } from '@radix-ui/themes'
import { Group } from '@visx/group'
import { scaleLinear } from '@visx/scale'
import { Bar } from '@visx/shape'
import { getStringWidth } from '@visx/text'
import { useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { AnswerStatsChartProps } from './answerStatsProps.ts'
import {
  type AnswerStatsRow,
  answerStatsRows,
  chartGeometry as g,
  rowHeight,
  wrapText,
} from './answerStatsRows.ts'

/** A row as shown: its text, or the placeholder for an answer without text in this language. */
type ShownRow = AnswerStatsRow & {
  label: string
  missing: boolean
  count: string
  percent: string
  /** The text beside the bar: "42 % (21)". */
  value: string
}

// Radix Themes' variables (sage greys, grass green). A correct answer is told by its check mark
// first; its bar is also darker than the others, a difference every colour vision sees.
const colours = {
  text: 'var(--gray-12)',
  muted: 'var(--gray-11)',
  bar: 'var(--gray-9)',
  correct: 'var(--grass-11)',
}
const checkStyle = { color: colours.correct }

/**
 * How the app's users answered a quiz question (docs/product.md §3 "Quiz statistics"): one
 * horizontal bar per answer in the question's order, its percentage and count beside it, the
 * correct answers checked. "Show table" shows the same numbers as a table; the table is always
 * there for screen readers, visually hidden while the chart shows. Loaded through
 * `LazyAnswerStatsChart`, so visx is only downloaded where a chart shows.
 */
export default function AnswerStatsChart({ stats, answers, lang }: AnswerStatsChartProps) {
  const { t, i18n } = useLingui()
  const [tableShown, setTableShown] = useState(false)
  const rows = useMemo<ShownRow[]>(
    () =>
      answerStatsRows(stats, answers).map((row) => {
        const { percentage } = row
        const count = i18n.number(row.answers)
        const missing = !row.text.trim()
        const label = missing ? t`(no text)` : row.text
        const value = t`${percentage} % (${count})`
        return { ...row, missing, label, count, percent: t`${percentage} %`, value }
      }),
    [stats, answers, t, i18n],
  )
  const empty = !answers.length
    ? t`This question has no answers yet.`
    : !stats.totalAnswers && t`Nobody has answered this question yet.`
  if (empty) {
    return (
      <Text as="p" size="2" color="gray" style={{ minHeight: g.lineHeight }}>
        {empty}
      </Text>
    )
  }
  const total = stats.totalAnswers
  return (
    <Flex direction="column" gap="2" className="answer-stats">
      <Flex justify="between" align="center" gap="3" style={{ minHeight: g.header - 8 }}>
        <Text as="p" size="2" weight="medium">
          {t({ message: plural(total, { one: '# answer', other: '# answers' }) })}
        </Text>
        {/* A toggle keeps its name and says its state (aria-pressed), so the name does not flip. */}
        <Button
          type="button"
          size="1"
          variant={tableShown ? 'solid' : 'soft'}
          aria-pressed={tableShown}
          onClick={() => setTableShown(!tableShown)}
        >
          {t`Show table`}
        </Button>
      </Flex>
      {tableShown ? null : <Bars rows={rows} lang={lang} />}
      <AnswerTable rows={rows} lang={lang} hidden={!tableShown} />
    </Flex>
  )
}

/** The container's width and font, read again whenever its size changes. */
function useBox() {
  const ref = useRef<HTMLDivElement>(null)
  const [box, setBox] = useState({ width: 0, font: '' })
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const read = () => {
      const width = Math.floor(element.clientWidth)
      const font = getComputedStyle(element).fontFamily
      setBox((old) => (old.width === width && old.font === font ? old : { width, font }))
    }
    read()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(read)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, box] as const
}

function Bars({ rows, lang }: { rows: ShownRow[]; lang?: string }) {
  const { t } = useLingui()
  const [ref, { width, font }] = useBox()
  const layout = useMemo(() => {
    // Texts are measured in the font they are drawn in (the theme's, read from the container).
    const style = { fontSize: `${g.fontSize}px`, fontFamily: font }
    const measure = (part: string) => getStringWidth(part, style) ?? part.length * g.fontSize * 0.6
    const valueRoom = Math.max(...rows.map((row) => measure(row.value))) + 8
    const barMax = Math.max(0, width - g.icon - valueRoom)
    const x = scaleLinear<number>({ domain: [0, 100], range: [0, barMax], clamp: true })
    let top = 0
    const placed = rows.map((row) => {
      const lines = wrapText(row.label, Math.max(40, width - g.icon), measure)
      const at = { row, lines, top, bar: x(row.percentage) }
      top += rowHeight(lines.length) + g.rowGap
      return at
    })
    return { placed, height: Math.max(0, top - g.rowGap) }
  }, [rows, width, font])

  const summary = rows
    .map(({ label, value, correct }) => (correct ? t`${label}: ${value}, correct` : t`${label}: ${value}`))
    .join('; ')
  return (
    <div ref={ref} style={{ width: '100%', minHeight: layout.height }}>
      {width > 0 && (
        <svg
          width={width}
          height={layout.height}
          role="img"
          aria-label={t`Bar chart of the answers: ${summary}.`}
          style={{ display: 'block', overflow: 'visible' }}
        >
          {layout.placed.map(({ row, lines, top, bar }) => {
            const barTop = lines.length * g.lineHeight + g.labelGap
            return (
              <Group key={row.id} top={top} data-answer={row.id} data-correct={row.correct}>
                {row.correct && (
                  <CheckIcon data-check x={0} y={2} width={16} height={16} style={checkStyle} />
                )}
                <text
                  lang={row.missing ? undefined : lang}
                  fontSize={g.fontSize}
                  fontStyle={row.missing ? 'italic' : undefined}
                  style={{ fill: row.missing ? colours.muted : colours.text }}
                >
                  {lines.map((line, index) => (
                    // Baselines sit about 3/4 down each line box.
                    // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional; two may read the same
                    <tspan key={index} x={g.icon} y={index * g.lineHeight + 15}>
                      {line}
                    </tspan>
                  ))}
                </text>
                <Bar
                  x={g.icon}
                  y={barTop}
                  width={bar}
                  height={g.bar}
                  rx={2}
                  style={{ fill: row.correct ? colours.correct : colours.bar }}
                />
                {/* Plain text: visx's Text would add a CSS calc() parser (12 kB) for one centred line. */}
                <text
                  x={g.icon + bar + 6}
                  y={barTop + g.bar / 2}
                  dominantBaseline="central"
                  fontSize={g.fontSize}
                  style={{ fill: colours.muted, fontVariantNumeric: 'tabular-nums' }}
                >
                  {row.value}
                </text>
              </Group>
            )
          })}
        </svg>
      )}
    </div>
  )
}

/**
 * The numbers as a table: what "Show table" shows, and what a screen reader always finds. The
 * hidden copy is a bare table: Radix's table scrolls, and a scrolling box squeezed to the hidden
 * pixel would be a scroll region no keyboard can reach (axe: scrollable-region-focusable).
 */
function AnswerTable({ rows, lang, hidden }: { rows: ShownRow[]; lang?: string; hidden?: boolean }) {
  const { t } = useLingui()
  const content = (
    <>
      <VisuallyHidden asChild>
        <caption>{t`Answers to this question`}</caption>
      </VisuallyHidden>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{t`Answer`}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t`Correct`}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">{t`Answers`}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">{t`Percentage`}</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.id}>
            <Table.RowHeaderCell
              lang={row.missing ? undefined : lang}
              style={row.missing ? { color: colours.muted, fontStyle: 'italic' } : undefined}
            >
              {row.label}
            </Table.RowHeaderCell>
            <Table.Cell>
              {row.correct ? (
                <Flex as="span" align="center" gap="1">
                  <CheckIcon aria-hidden style={checkStyle} />
                  {t`Yes`}
                </Flex>
              ) : (
                t`No`
              )}
            </Table.Cell>
            <Table.Cell justify="end">{row.count}</Table.Cell>
            <Table.Cell justify="end" style={{ whiteSpace: 'nowrap' }}>
              {row.percent}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </>
  )
  if (hidden) {
    return (
      <VisuallyHidden asChild>
        <table>{content}</table>
      </VisuallyHidden>
    )
  }
  return (
    <Table.Root size="1" variant="surface">
      {content}
    </Table.Root>
  )
}
