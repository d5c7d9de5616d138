import type { BptAnswerDto, BptQuestionDto } from '../../src/domain/contracts/bpt-questions.ts'
import { type BptType, bptAnswerValues } from '../../src/domain/enums.ts'
import type { Lang } from '../../src/domain/lang.ts'

// The BPT question set as the app has it: one question per type, in the order the app asks them
// (interests, expertise and motivation during onboarding). The answers' English texts are
// written; their Dutch ones are missing (the rows then carry the English as reference), so the
// Dutch list shows which questions still need translating.

type Text = { en: string; nl: string }

const questions: { type: BptType; text: Text; onboarding: boolean }[] = [
  {
    type: 'interests',
    text: { en: 'Which topics interest you?', nl: 'Welke onderwerpen interesseren je?' },
    onboarding: true,
  },
  {
    type: 'expertise',
    text: { en: 'How much do you know about these topics?', nl: 'Hoeveel weet je van deze onderwerpen?' },
    onboarding: true,
  },
  {
    type: 'motivation',
    text: { en: 'Why do you want to live more sustainably?', nl: 'Waarom wil je duurzamer leven?' },
    onboarding: true,
  },
  {
    type: 'behavior',
    text: { en: 'What do you already do?', nl: 'Wat doe je al?' },
    onboarding: false,
  },
  {
    type: 'barrier',
    text: { en: 'What holds you back?', nl: 'Wat houdt je tegen?' },
    onboarding: false,
  },
  {
    type: 'target',
    text: { en: 'What would you like to work on?', nl: 'Waar wil je aan werken?' },
    onboarding: false,
  },
  {
    type: 'self-reliance',
    text: { en: 'Can you make a difference yourself?', nl: 'Kun je zelf het verschil maken?' },
    onboarding: false,
  },
  {
    type: 'co2-scan',
    text: { en: 'Would you like to do the CO2 scan?', nl: 'Wil je de CO2-scan doen?' },
    onboarding: false,
  },
  {
    type: 'location',
    text: { en: 'Where do you live?', nl: 'Waar woon je?' },
    onboarding: false,
  },
]

/** An answer's English text: its value in words ("less-meat" → "Less meat"). */
const answerText = (value: string) => {
  const words = value.replaceAll('-', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The answers of the question with `questionId` (ids 100 apart per question). */
function answerRows(questionId: number, type: BptType, lang: Lang): BptAnswerDto[] {
  const values: readonly string[] =
    (bptAnswerValues as Partial<Record<BptType, readonly string[]>>)[type] ?? []
  return values.map((value, index) => {
    const text = answerText(value)
    return {
      id: questionId * 100 + index,
      text: lang === 'en' ? text : '',
      hint: '',
      value,
      index,
      ...(lang === 'en' ? {} : { reference: { lang: 'en' as const, values: { text } } }),
    }
  })
}

/** The nine questions as `GET /api/bpt-question` answers them in `lang`, in index order. */
export function bptQuestionRows(lang: Lang = 'en'): BptQuestionDto[] {
  return questions.map(({ type, text, onboarding }, index) => {
    const id = index + 1
    const answers = answerRows(id, type, lang)
    return {
      id,
      text: text[lang],
      type,
      index,
      onboarding,
      answers,
      translated: lang === 'en' || answers.length === 0,
      version: 1,
    }
  })
}

/** The stored question of `type` (its id is its place in the set). */
export const bptQuestionOf = (type: BptType, lang: Lang = 'en') =>
  bptQuestionRows(lang).find((question) => question.type === type)!
