import { useLingui } from '@lingui/react/macro'
import { Button, Callout } from '@radix-ui/themes'
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'
import type { DeletionRequestType } from '../../../../domain/enums.ts'
import { failureOf } from '../../../../domain/failure.ts'
import {
  DrawerActions,
  DrawerBody,
  DrawerHeader,
  DrawerLoadFailed,
  DrawerLoading,
} from '../../../ui/drawer/DrawerParts.tsx'
import { DrawerShell } from '../../../ui/drawer/DrawerShell.tsx'
import { useUrlDrawer } from '../../../ui/drawer/useUrlDrawer.ts'
import { REQUESTS_LIST } from './DeletionRequests.tsx'
import { RequestWorkflow } from './RequestWorkflow.tsx'
import { requestParam } from './requestParam.ts'
import { useRequestType } from './useRequestType.ts'

/**
 * The Handle the request drawer (docs/product.md §2 "Users"), open while the URL names a request
 * (`/users?request=12`, 12 being the user's id): a row of the requests table, a link, a reload or
 * Back opens and closes it. Each opening runs the deletion-request workflow afresh; closing
 * returns focus to the request's row.
 */
export function HandleRequestDrawer() {
  const { t } = useLingui()
  const [openId, setOpenId] = useState<number | null>(null)
  // The row focus returns to after closing (openId is null by then).
  const shown = useRef<number | null>(null)
  if (openId !== null) shown.current = openId
  // What closing does now: ask the running workflow (it refuses while removing), else just close.
  const closeRef = useRef<(() => void) | null>(null)
  const close = useCallback(() => (closeRef.current ? closeRef.current() : setOpenId(null)), [])
  const closed = useCallback(() => setOpenId(null), [])

  useUrlDrawer(requestParam, { openKey: openId, open: setOpenId, close })

  return (
    <DrawerShell
      open={openId !== null}
      onClose={close}
      returnFocusTo={() => shown.current}
      returnFocusList={REQUESTS_LIST}
    >
      <DrawerHeader title={t`Handle the request`} recordId={openId} />
      {openId === null ? null : (
        <OpenRequest key={openId} id={openId} closeRef={closeRef} onClosed={closed} />
      )}
    </DrawerShell>
  )
}

/**
 * One opening: learns what the user asked for, then runs the workflow with it. The type is kept
 * once known, so the refreshes that follow a removal do not take the request away mid-workflow.
 */
function OpenRequest({
  id,
  closeRef,
  onClosed,
}: {
  id: number
  closeRef: RefObject<(() => void) | null>
  onClosed: () => void
}) {
  const { t } = useLingui()
  const [type, setType] = useState<DeletionRequestType | null>(null)
  const lookup = useRequestType(id, type !== null)
  const found = lookup.state === 'ready' ? lookup.type : null
  useEffect(() => {
    if (found && type === null) setType(found)
  }, [found, type])
  const current = type ?? found
  // Until the workflow runs (and takes over), closing just closes.
  if (current === null) closeRef.current = null
  useEffect(
    () => () => {
      closeRef.current = null
    },
    [closeRef],
  )

  if (current !== null) {
    return <RequestWorkflow userId={id} type={current} closeRef={closeRef} onClosed={onClosed} />
  }
  if (lookup.state === 'failed') {
    return <DrawerLoadFailed message={failureOf(lookup.error)?.message} onRetry={lookup.retry} />
  }
  if (lookup.state === 'none') {
    return (
      <>
        <DrawerBody>
          <Callout.Root color="gray" role="status">
            <Callout.Text>{t`This user has no open deletion request. It may have been handled already.`}</Callout.Text>
          </Callout.Root>
        </DrawerBody>
        <DrawerActions>
          <span />
          <Button type="button" variant="soft" color="gray" autoFocus onClick={onClosed}>
            {t`Close`}
          </Button>
        </DrawerActions>
      </>
    )
  }
  return <DrawerLoading />
}
