import { useLingui } from '@lingui/react/macro'
import { InfoCircledIcon, MagnifyingGlassIcon } from '@radix-ui/react-icons'
import { Button, Callout, Flex, Spinner, Text, TextField } from '@radix-ui/themes'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { MediaDto } from '../../../domain/contracts/media.ts'
import type { Lang } from '../../../domain/lang.ts'
import { mediaMessages } from '../../../domain/media.ts'
import { TEXT_MAX } from '../../../domain/validation.ts'
import { mediaApi, mediaSearchQuery } from '../../api/media.ts'
import { useClient } from '../../api/ResourceProvider.tsx'
import { translateValidation } from '../forms/validationMessages.ts'
import { MediaGrid } from './MediaGrid.tsx'

export const SEARCH_PAGE_SIZE = 12

/**
 * The media drawer's Search tab (docs/product.md §2, §5): a term is needed (Search with none says 'Please
 * provide a value for searching' and asks nothing of the server); the matches (description, in
 * either language, newest first) show as a thumbnail grid, 12 per page; choosing one attaches it.
 */
export function SearchTab({
  lang,
  attachedIds,
  onChoose,
}: {
  lang: Lang
  attachedIds: ReadonlySet<number>
  onChoose: (media: MediaDto) => void
}) {
  const { t, i18n } = useLingui()
  const client = useClient(mediaApi)
  const [text, setText] = useState('')
  const [term, setTerm] = useState('')
  const [page, setPage] = useState(1)
  const [needsTerm, setNeedsTerm] = useState(false)
  const inputId = useId()
  const results = useQuery({
    ...mediaSearchQuery(client, lang, { term, page, pageSize: SEARCH_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  })
  const rows = results.data?.rows ?? []
  const total = results.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE))
  return (
    <Flex direction="column" gap="4">
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is not in React's JSX types yet; the role says the same */}
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          const next = text.trim()
          setNeedsTerm(next === '')
          setTerm(next)
          setPage(1)
        }}
      >
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={inputId} size="2" weight="medium">
            {t`Search media by description`}
          </Text>
          <Flex gap="2">
            <TextField.Root
              id={inputId}
              style={{ flex: 1 }}
              value={text}
              maxLength={TEXT_MAX.search}
              autoComplete="off"
              placeholder={t`For example: garden`}
              onChange={(event) => setText(event.currentTarget.value)}
            >
              <TextField.Slot>
                <MagnifyingGlassIcon />
              </TextField.Slot>
            </TextField.Root>
            <Button type="submit">{t`Search`}</Button>
          </Flex>
        </Flex>
      </form>
      {needsTerm ? (
        <Callout.Root color="blue" size="1" role="status" highContrast>
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Callout.Text>{translateValidation(i18n, mediaMessages.searchTermRequired)}</Callout.Text>
        </Callout.Root>
      ) : null}
      {term === '' ? null : results.isPending ? (
        <Flex gap="2" align="center" role="status">
          <Spinner /> <Text size="2">{t`Searching…`}</Text>
        </Flex>
      ) : results.isError ? (
        <Callout.Root color="red" size="1" role="alert">
          <Callout.Text>{t`The search failed. Try again.`}</Callout.Text>
        </Callout.Root>
      ) : rows.length === 0 ? (
        <Text size="2" color="gray" role="status">
          {t`No media match "${term}".`}
        </Text>
      ) : (
        <Flex direction="column" gap="3">
          <Text size="1" color="gray" role="status">
            {t`${total} media match "${term}". Use the arrow keys to move, Enter to choose.`}
          </Text>
          <MediaGrid media={rows} attachedIds={attachedIds} onChoose={onChoose} label={t`Search results`} />
          {pages > 1 ? (
            <Flex gap="2" align="center" justify="between">
              <Button
                type="button"
                variant="soft"
                color="gray"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                {t`Previous`}
              </Button>
              <Text size="1" color="gray">
                {t`Page ${page} of ${pages}`}
              </Text>
              <Button
                type="button"
                variant="soft"
                color="gray"
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                {t`Next`}
              </Button>
            </Flex>
          ) : null}
        </Flex>
      )}
    </Flex>
  )
}
