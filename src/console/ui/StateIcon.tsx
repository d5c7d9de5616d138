import { useLingui } from '@lingui/react/macro'
import { CheckCircledIcon, ExclamationTriangleIcon, EyeClosedIcon, EyeOpenIcon } from '@radix-ui/react-icons'
import { Flex } from '@radix-ui/themes'

type Props = {
  /** Every translatable value of the record is filled in the editing language (docs/product.md §1). */
  translated: boolean
  /** Shown as a second icon when given (stories and quizzes). */
  published?: boolean
}

/**
 * The State column: translation complete (green check) or missing translations (amber warning),
 * optionally followed by published/unpublished. Each icon is an image with a name, so screen
 * readers hear the state, and a title, so the mouse shows it.
 */
export function StateIcon({ translated, published }: Props) {
  const { t } = useLingui()
  const translation = translated ? t`Translated` : t`Missing translations`
  const publication = published ? t`Published` : t`Unpublished`
  return (
    <Flex as="span" gap="2" align="center" className="state-icon">
      <span
        role="img"
        aria-label={translation}
        title={translation}
        data-state={translated ? 'translated' : 'missing'}
        style={{ display: 'inline-flex', color: translated ? 'var(--green-11)' : 'var(--amber-11)' }}
      >
        {translated ? <CheckCircledIcon aria-hidden /> : <ExclamationTriangleIcon aria-hidden />}
      </span>
      {published === undefined ? null : (
        <span
          role="img"
          aria-label={publication}
          title={publication}
          data-state={published ? 'published' : 'unpublished'}
          style={{ display: 'inline-flex', color: published ? 'var(--blue-11)' : 'var(--gray-10)' }}
        >
          {published ? <EyeOpenIcon aria-hidden /> : <EyeClosedIcon aria-hidden />}
        </span>
      )}
    </Flex>
  )
}
