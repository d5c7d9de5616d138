import { useLingui } from '@lingui/react/macro'
import { UNSAVED_ID } from '../../../domain/constants.ts'
import { contentTypes } from '../../../domain/enums.ts'
import { AddMenu } from '../../ui/AddMenu.tsx'
import { useUpdateSearchParams } from '../../ui/useUpdateSearchParams.ts'
import { contentKindNames, contentParams } from './contentKinds.ts'

/**
 * Add Content (docs/product.md §2 "Content list"): a menu of the kinds, each opening its drawer for a new
 * record (`?new=action`). Ours: Quiz question is in it too, beside Action, Initiative and
 * Infographic.
 */
export function AddContentMenu() {
  const { t, i18n } = useLingui()
  const update = useUpdateSearchParams()
  return (
    <AddMenu
      label={t`Add Content`}
      items={contentTypes.map((kind) => ({ key: kind, label: i18n._(contentKindNames[kind].one) }))}
      onChoose={(kind) => update((params) => contentParams[kind].write(params, UNSAVED_ID))}
    />
  )
}
