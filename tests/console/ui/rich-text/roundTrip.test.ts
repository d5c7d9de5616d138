import { type Editor, parserCtx, serializerCtx } from '@milkdown/kit/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeEditor } from '../../../../src/console/ui/rich-text/milkdown.ts'

// Documents as the app's editors write them: what goes in must come out byte for byte, so a
// rich text field that is only looked at never changes what is stored.
const documents = {
  'an action with headings, emphasis and lists': [
    '## Why it matters',
    '',
    'Food waste is **8%** of *all* emissions, and most of it happens at home.',
    '',
    '### What you can do',
    '',
    '- Plan your meals for the week',
    '- Freeze what you cannot eat in time',
    '- Use your nose, not only the date',
    '',
    '1. Check the fridge',
    '2. Write a list',
    '3. Buy only what is on it',
    '',
  ],
  'an infographic with images, a video and an initiative link': [
    'From beef to lentils, per kilo bought.',
    '',
    '![CO2 per kilo of food](/file/0b7a4c1e-6f2d-4b8e-9a51-3c2d1e0f9a11/original.webp)',
    '',
    '![Chart](https://example.org/chart.png)',
    '',
    '[Video](https://www.youtube.com/watch?v=abc123 "video:portrait")',
    '',
    'Join [Repair Café Oudegracht](initiative:3) or read [the report](https://example.org/report "Report").',
    '',
  ],
  'an initiative with a hard break': [
    'Every first Saturday of the month.\\',
    'From 10:00 to 14:00.',
    '',
    'Bring a **broken toaster** and we fix it *together*.',
    '',
    '[Landscape video](https://vimeo.com/76979871 "video:landscape")',
    '',
  ],
  'Dutch text with diacritics': ['## Waarom het telt', '', 'Café, coöperatie en één **groene** keuze.', ''],
}

let editor: Editor

beforeAll(async () => {
  const root = document.createElement('div')
  document.body.append(root)
  editor = await makeEditor({
    root,
    value: '',
    onChange: () => {},
    editable: () => true,
    label: 'Text',
  }).create()
})
afterAll(() => editor.destroy())

const roundTrip = (markdown: string) =>
  editor.action((ctx) => ctx.get(serializerCtx)(ctx.get(parserCtx)(markdown)))

describe('markdown round trip', () => {
  for (const [name, lines] of Object.entries(documents)) {
    it(`keeps ${name} unchanged`, () => {
      const markdown = lines.join('\n')
      expect(roundTrip(markdown)).toBe(markdown)
    })
  }

  it('normalizes other spellings to the app’s: - bullets, ** and *, # headings', () => {
    expect(roundTrip('* one\n* two\n')).toBe('- one\n- two\n')
    expect(roundTrip('__bold__ and _italic_\n')).toBe('**bold** and *italic*\n')
    expect(roundTrip('Title\n=====\n')).toBe('# Title\n')
    // Emphasis right inside strong emphasis takes underscores, so the stars cannot run together.
    expect(roundTrip('**a *b***\n')).toBe('**a _b_**\n')
  })
})
