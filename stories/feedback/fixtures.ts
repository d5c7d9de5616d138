import type { FeedbackDto } from '../../src/domain/feedback.ts'
import { memoryResource } from '../support/memoryResource.ts'

const HOUR = 3_600_000
/** A fixed "now", so dates in stories do not drift. */
const base = Date.parse('2025-03-28T16:45:00.000Z')

const messages = [
  "Bij de quiz van vandaag kon ik het antwoord 'Ongeveer 0,5 kg' niet aantikken. Er gebeurde gewoon niets.",
  'Love the new footprint overview! Seeing the ring fill up really motivates me to keep cycling to work.',
  "Zou het mogelijk zijn om acties te herhalen? 'Maandag vegetarisch eten' doe ik elke week.",
  "The total on the CO2 scan doesn't change when I update my car answers.",
  'De kaart met initiatieven toont het Repair café op de verkeerde plek.',
  "Small typo in the story 'A week without a car': the second paragraph says 'bycicle'.",
]

const people = [
  { firstName: 'Sanne', lastName: 'de Vries', email: 'sanne.devries@example.org' },
  { firstName: 'Daan', lastName: 'Jansen', email: 'daan.jansen@example.org' },
  { firstName: '', lastName: '', email: 'anouk@example.org' },
  { firstName: '', lastName: '', email: null },
]

/** `count` feedback messages, newest first (ids descending), some anonymous, most with a screenshot. */
export function feedbackRows(count: number): FeedbackDto[] {
  return Array.from({ length: count }, (_, index) => {
    const id = 100 + count - index
    const person = people[index % people.length]!
    return {
      id,
      message: messages[index % messages.length]!,
      user: index % 5 === 4 ? null : { id: 40 + (index % people.length), ...person },
      creationDate: new Date(base - index * 19 * HOUR).toISOString(),
      file: index % 3 === 2 ? null : { uuid: `3f2a6c1e-8b4d-4e2f-9a1b-${String(id).padStart(12, '0')}` },
      translated: true,
    }
  })
}

/** One message with everything: a named user and a screenshot. */
export const withScreenshot: FeedbackDto = {
  id: 101,
  message:
    "Bij de quiz van vandaag kon ik het antwoord 'Ongeveer 0,5 kg' niet aantikken.\nEr gebeurde gewoon niets, ook niet na het opnieuw opstarten van de app.\n\niPhone 13, iOS 17.",
  user: { id: 41, firstName: 'Sanne', lastName: 'de Vries', email: 'sanne.devries@example.org' },
  creationDate: '2025-03-27T08:12:00.000Z',
  file: { uuid: '3f2a6c1e-8b4d-4e2f-9a1b-5c6d7e8f9a0b' },
  translated: true,
}

/** Sent without an account and without a screenshot. */
export const anonymousWithout: FeedbackDto = {
  id: 102,
  message: 'Wat een leuke app! Mijn kinderen doen elke ochtend de quiz van de dag mee.',
  user: null,
  creationDate: '2025-03-16T07:40:00.000Z',
  file: null,
  translated: true,
}

/**
 * An in-memory feedback API whose calls the play functions check: `page` pages and filters on the
 * message (`?q=`, case-insensitive, as the server does), `get` answers 404 for an unknown id and
 * `remove` answers `{ id }`. The CMS adds and edits no feedback, so create and update are never
 * called.
 */
export const fakeFeedbackApi = (rows: FeedbackDto[] = feedbackRows(30)) =>
  memoryResource<FeedbackDto, never>(rows, {
    create: () => {
      throw new Error('Feedback is not created in the CMS.')
    },
    update: (row) => row,
    matches: (row, q) => row.message.toLowerCase().includes(q.trim().toLowerCase()),
  })

/** A phone screen as an image the browser can load without a server (stories have no /file). */
export const phoneScreenshot = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="390" height="844" viewBox="0 0 390 844">
  <rect width="390" height="844" fill="#f3f6f1"/>
  <rect width="390" height="124" fill="#2f7d4f"/>
  <text x="24" y="98" font-family="sans-serif" font-size="24" font-weight="700" fill="#fff">Quiz van de dag</text>
  <rect x="16" y="192" width="358" height="150" rx="18" fill="#7cc38f"/>
  <circle cx="195" cy="267" r="42" fill="#f2c14e"/>
  ${[0, 1, 2, 3].map((i) => `<rect x="16" y="${412 + i * 68}" width="358" height="56" rx="14" fill="#fff" stroke="#dfe7dc"/>`).join('')}
  <rect x="8" y="404" width="374" height="72" rx="36" fill="none" stroke="#e5322d" stroke-width="5"/>
  <rect x="0" y="752" width="390" height="92" fill="#fff"/>
</svg>`,
)}`

/** Serves every screenshot from the picture above. */
export const storyScreenshotSrc = () => phoneScreenshot

/** A screenshot that does not load (like a file that is gone from disk): bytes no browser decodes. */
export const brokenScreenshotSrc = () => 'data:image/webp;base64,AAAAAAAA'
