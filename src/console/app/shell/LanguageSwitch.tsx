import { useLingui } from '@lingui/react/macro'
import { SegmentedControl } from '@radix-ui/themes'
import { type Lang, parseLang } from '../../../domain/lang.ts'
import { useLanguage } from '../i18n/LanguageProvider.tsx'

/** EN/NL: switches interface and editing language together. */
export function LanguageSwitch() {
  const { t } = useLingui()
  const { lang, setLang } = useLanguage()
  return (
    <SegmentedControl.Root
      size="1"
      value={lang}
      onValueChange={(value) => void setLang(parseLang(value) as Lang)}
      aria-label={t`Language`}
    >
      <SegmentedControl.Item value="en" aria-label={t`English`}>
        EN
      </SegmentedControl.Item>
      <SegmentedControl.Item value="nl" aria-label={t`Dutch`}>
        NL
      </SegmentedControl.Item>
    </SegmentedControl.Root>
  )
}
