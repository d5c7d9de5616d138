import { useLingui } from '@lingui/react/macro'
import type { Lang } from '../../../domain/lang.ts'
import './translation.css'

/**
 * The language a text is in when it is not the interface's (a translator's reference): a small
 * "EN" tag, named "English" for screen readers (and on hover), like the State column's icons.
 */
export function LangTag({ lang }: { lang: Lang }) {
  const { t } = useLingui()
  const name = lang === 'en' ? t`English` : t`Dutch`
  return (
    <span className="lang-tag" role="img" aria-label={name} title={name}>
      <span aria-hidden="true">{lang.toUpperCase()}</span>
    </span>
  )
}
