import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { Theme } from '@radix-ui/themes'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { initiativesApi } from '../../../../src/console/api/initiatives.ts'
import { provide, ResourceProvider } from '../../../../src/console/api/ResourceProvider.tsx'
import { InitiativePicker } from '../../../../src/console/ui/rich-text/InitiativePicker.tsx'
import type { InitiativeDto, InitiativeSummaryDto } from '../../../../src/domain/contracts/initiatives.ts'
import { initiativeRecord } from '../../../../stories/content/initiativeFixtures.ts'

i18n.loadAndActivate({ locale: 'en', messages: {} })

const initiative = (id: number, title: string) =>
  initiativeRecord(id, title, { website: `https://${id}.example` })
const all = [initiative(1, 'Food bank volunteers'), initiative(4, 'Repair Café Oudegracht')]

function Picker({ onChoose }: { onChoose: (chosen: InitiativeSummaryDto) => void }) {
  const [chosen, setChosen] = useState<InitiativeSummaryDto | null>(null)
  return (
    <InitiativePicker
      lang="en"
      chosen={chosen}
      onChoose={(next) => {
        onChoose(next)
        setChosen(next)
      }}
    />
  )
}

describe('InitiativePicker', () => {
  it('an Enter typed before the matches arrive picks from them, not from the list still shown', async () => {
    let answer = (_rows: InitiativeDto[]) => {}
    const list = vi.fn(({ q }: { q?: string }) =>
      q ? new Promise<InitiativeDto[]>((resolve) => (answer = resolve)) : Promise.resolve(all),
    )
    const onChoose = vi.fn()
    const user = userEvent.setup()
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <ResourceProvider bindings={[provide(initiativesApi, { list })]}>
            <Theme>
              <Picker onChoose={onChoose} />
            </Theme>
          </ResourceProvider>
        </QueryClientProvider>
      </I18nProvider>,
    )
    await screen.findByRole('option', { name: /Food bank/ })
    await user.type(screen.getByRole('combobox'), 'Repair{Enter}')
    // The unfiltered list still shows, Food bank first: nothing is picked yet.
    expect(screen.getByRole('option', { name: /Food bank/ })).toBeInTheDocument()
    expect(onChoose).not.toHaveBeenCalled()
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'Repair' }), 'en'))
    answer([all[1]!])
    await waitFor(() => expect(onChoose).toHaveBeenCalledOnce())
    expect(onChoose).toHaveBeenCalledWith(all[1])
    expect(await screen.findByRole('status')).toHaveTextContent('Chosen: Repair Café Oudegracht')
  })
})
