import type { ReactNode } from 'react'
import type { ShownText } from '../../../domain/reference.ts'
import { LangTag } from './LangTag.tsx'
import './translation.css'

/**
 * A translatable text as the interface language shows it (docs/choices.md "Translation references"): the
 * text itself, or, where it is missing in that language, its reference in the language that has
 * it, muted, in an element carrying that `lang` (so a screen reader reads it in that language),
 * and followed by the language's tag. `fallback` stands in when neither has any text. Table cells,
 * chips, pickers, checklists and palette results all show texts through this one component.
 *
 * @example <TranslatableText value={shownText(category, 'title')} fallback={`#${category.id}`} />
 */
export function TranslatableText({ value, fallback = null }: { value: ShownText; fallback?: ReactNode }) {
  if (!value.text.trim()) return <>{fallback}</>
  if (!value.lang) return <>{value.text}</>
  return (
    <span className="reference-text">
      <span lang={value.lang} className="reference-value">
        {value.text}
      </span>{' '}
      <LangTag lang={value.lang} />
    </span>
  )
}
