import { useLingui } from '@lingui/react/macro'
import { InfoCircledIcon } from '@radix-ui/react-icons'
import { Button, Callout, Flex, Text } from '@radix-ui/themes'
import { type UseFormReturn, useFormState, useWatch } from 'react-hook-form'
import type { BptQuestionFormValues } from '../../../../domain/bpt.ts'
import type { BptType } from '../../../../domain/enums.ts'
import { translateValidation } from '../../../ui/forms/validationMessages.ts'

type Props = { form: UseFormReturn<BptQuestionFormValues>; type: BptType }

/**
 * The answers of an interests or location question: none of its own (docs/product.md §5), and a
 * line saying where they come from. Answers kept from the question's former type are not shown,
 * but the rule's message says they must go, with the button that removes them.
 */
export function BptNoAnswers({ form, type }: Props) {
  const { t, i18n } = useLingui()
  const count = useWatch({
    control: form.control,
    name: 'answers',
    compute: (answers) => answers?.length ?? 0,
  })
  const { errors } = useFormState({ control: form.control, name: 'answers' })
  const error = errors.answers
  const message = translateValidation(i18n, error?.message ?? error?.root?.message)
  return (
    <Flex direction="column" gap="2">
      <Text size="2" weight="medium">
        {t`Answers`}
      </Text>
      <Callout.Root color="blue" size="1" highContrast>
        <Callout.Icon>
          <InfoCircledIcon />
        </Callout.Icon>
        <Callout.Text>
          {type === 'interests'
            ? t`An interests question has no answers of its own: the app offers the content categories.`
            : t`A location question has no answers of its own: the app asks for the user's location.`}
        </Callout.Text>
      </Callout.Root>
      {count ? (
        <Flex align="center" gap="3" wrap="wrap">
          {message ? (
            <Text size="1" color="red" role="alert">
              {message}
            </Text>
          ) : null}
          <Button
            type="button"
            size="1"
            variant="soft"
            color="red"
            // Checked at once: with the answers gone the question may be ready to save.
            onClick={() => form.setValue('answers', [], { shouldDirty: true, shouldValidate: true })}
          >
            {t`Remove the answers`}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  )
}
