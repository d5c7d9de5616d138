import { useLingui } from '@lingui/react/macro'
import { ArrowDownIcon, ArrowUpIcon } from '@radix-ui/react-icons'
import { IconButton } from '@radix-ui/themes'

/**
 * An ordered item's Move up and Move down buttons (the buttons' way of ordering, beside dragging).
 * They carry `data-control="up"`/`"down"`, so focus can return to the one used once the item has
 * moved (`useMoveWithFocus`).
 */
export function StepButtons({
  canMoveUp,
  canMoveDown,
  disabled = false,
  tabIndex,
  onStep,
}: {
  canMoveUp: boolean
  canMoveDown: boolean
  disabled?: boolean
  /** -1 where the item's keys reach the buttons instead of Tab (the hierarchy's rows). */
  tabIndex?: number
  onStep: (delta: -1 | 1, control: 'up' | 'down') => void
}) {
  const { t } = useLingui()
  return (
    <>
      <IconButton
        type="button"
        size="1"
        variant="ghost"
        color="gray"
        data-control="up"
        tabIndex={tabIndex}
        aria-label={t`Move up`}
        title={t`Move up`}
        disabled={disabled || !canMoveUp}
        onClick={() => onStep(-1, 'up')}
      >
        <ArrowUpIcon />
      </IconButton>
      <IconButton
        type="button"
        size="1"
        variant="ghost"
        color="gray"
        data-control="down"
        tabIndex={tabIndex}
        aria-label={t`Move down`}
        title={t`Move down`}
        disabled={disabled || !canMoveDown}
        onClick={() => onStep(1, 'down')}
      >
        <ArrowDownIcon />
      </IconButton>
    </>
  )
}
