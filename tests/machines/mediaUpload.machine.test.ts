import { describe, expect, it } from 'vitest'
import { type AnyActorRef, createActor, fromCallback } from 'xstate'
import {
  type MediaUploadEvent,
  type MediaUploadRequest,
  mediaUploadMachine,
  progressOf,
} from '../../machines/mediaUpload.machine.ts'
import {
  complete,
  type MediaUploadModelEvent,
  type MediaUploadState,
  mediaUploadModel,
  notAnImage,
  uploadedMedia,
} from './models/mediaUpload.model.ts'
import { flush } from './support/harness.ts'
import { describeAgainstModel, type Effect, recordingActions, type SystemUnderTest } from './support/model.ts'

/**
 * A callback actor the test drives: each start is logged as `['start', name, input]`; stopping it
 * while it still runs (the machine left `uploading` without an answer) as `['abandon', name]`.
 */
function controllableCallback(name: string, effects: Effect[]) {
  let open: { sendBack: (event: MediaUploadEvent) => void } | null = null
  const logic = fromCallback<MediaUploadEvent, MediaUploadRequest>(({ input, sendBack }) => {
    const call = { sendBack }
    open = call
    effects.push(['start', name, input])
    return () => {
      if (open !== call) return
      open = null
      effects.push(['abandon', name])
    }
  })
  return {
    logic,
    /** Sends an answer from the running upload (a final one ends it); false when none runs. */
    answer(event: MediaUploadEvent): boolean {
      const call = open
      if (!call) return false
      if (event.type !== 'upload.progress') open = null
      call.sendBack(event)
      return true
    },
  }
}

function startUpload() {
  const effects: Effect[] = []
  const upload = controllableCallback('upload', effects)
  const actor = createActor(
    mediaUploadMachine.provide({
      actors: { upload: upload.logic },
      actions: recordingActions(effects, ['notifyUploaded', 'notifyFailed']),
    }),
  )
  actor.start()
  const play = async (event: MediaUploadModelEvent) => {
    const sent: MediaUploadEvent =
      event.type === 'upload.error' ? { type: 'upload.error', error: event.error } : event
    const fromActor =
      sent.type === 'upload.progress' || sent.type === 'upload.done' || sent.type === 'upload.error'
    // An actor's answer comes from the running upload; with none running, a stray one reaches the
    // machine directly (which must ignore it).
    if (!(fromActor && upload.answer(sent))) (actor as AnyActorRef).send(sent)
    await flush()
  }
  const sut: SystemUnderTest<MediaUploadState, MediaUploadModelEvent> = {
    effects,
    observe: () => {
      const { value, context } = actor.getSnapshot()
      return { value: value as MediaUploadState['value'], ...context }
    },
    play,
  }
  return { actor, upload, effects, sut, play }
}

describeAgainstModel('media upload machine', mediaUploadModel, mediaUploadMachine, () => startUpload().sut)

describe('media upload machine without a provided upload actor', () => {
  it('fails the upload with no server reason', async () => {
    const actor = createActor(mediaUploadMachine).start()
    actor.send({ type: 'upload.submit', request: complete })
    await flush()
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.reason).toBeNull()
  })
})

describe('upload rules an admin would notice', () => {
  it('sends each request once and keeps it for a retry after a refusal', async () => {
    const { effects, play } = startUpload()
    await play({ type: 'upload.submit', request: complete })
    await play({ type: 'upload.submit', request: complete })
    await play({ type: 'upload.error', error: notAnImage, reason: notAnImage.message, fields: {} })
    await play({ type: 'upload.retry' })
    const starts = effects.filter(([what]) => what === 'start')
    expect(starts).toEqual([
      ['start', 'upload', complete],
      ['start', 'upload', complete],
    ])
  })

  it('reports the attached media exactly once', async () => {
    const { effects, play } = startUpload()
    await play({ type: 'upload.submit', request: complete })
    await play({ type: 'upload.progress', loaded: 1024, total: 2048 })
    await play({ type: 'upload.done', media: uploadedMedia })
    await play({ type: 'upload.done', media: uploadedMedia })
    expect(effects.filter(([what]) => what === 'notifyUploaded')).toEqual([['notifyUploaded', uploadedMedia]])
  })
})

describe('progressOf', () => {
  it('is the share of bytes sent, kept between 0 and 1', () => {
    expect(progressOf(0, 400)).toBe(0)
    expect(progressOf(100, 400)).toBe(0.25)
    expect(progressOf(800, 400)).toBe(1)
    expect(progressOf(-5, 400)).toBe(0)
  })

  it('has no figure without a total', () => {
    expect(progressOf(10, 0)).toBeNull()
    expect(progressOf(10, Number.NaN)).toBeNull()
    expect(progressOf(Number.NaN, 10)).toBeNull()
  })
})
