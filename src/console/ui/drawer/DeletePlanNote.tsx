import { useLingui } from '@lingui/react/macro'
import { LockClosedIcon } from '@radix-ui/react-icons'
import { Callout, Text } from '@radix-ui/themes'
import type { DeletePlan } from '../../../domain/delete-plan.ts'
import { translateDomainMessage } from '../forms/validationMessages.ts'

/**
 * A delete plan in the interface language: its summary, then one line per reason or per kind of
 * record affected. `refused`: shown in the drawer, in place of a Delete that cannot be done.
 */
export function DeletePlanNote({ plan, refused, id }: { plan: DeletePlan; refused?: boolean; id?: string }) {
  const { i18n } = useLingui()
  const text = (
    <>
      {plan.summary ? (
        <Text as="p" weight={refused ? 'medium' : undefined}>
          {translateDomainMessage(i18n, plan.summary)}
        </Text>
      ) : null}
      {plan.details.length ? (
        <ul className="delete-plan-details">
          {plan.details.map((line) => (
            <li key={line.text}>{translateDomainMessage(i18n, line)}</li>
          ))}
        </ul>
      ) : null}
    </>
  )
  if (!refused) return <div className="delete-plan">{text}</div>
  return (
    <Callout.Root id={id} color="gray" size="1" mt="4" role="note" className="delete-plan">
      <Callout.Icon>
        <LockClosedIcon />
      </Callout.Icon>
      <div className="delete-plan-text">{text}</div>
    </Callout.Root>
  )
}
