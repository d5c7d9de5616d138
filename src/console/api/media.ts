import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { MediaDto, MediaItemDto } from '../../domain/contracts/media.ts'
import type { MediaOwnerType } from '../../domain/enums.ts'
import type { Lang } from '../../domain/lang.ts'
import type { MediaLinkInput, MediaUpdateInput, MediaUploadFields } from '../../domain/media.ts'
import { api } from './client.ts'
import { useClient } from './ResourceProvider.tsx'
import { bodyOf, inLanguage, type Page, pageOf, type Versioned } from './resource.ts'
import { resourceChanged, resourceKeys } from './resourceQueries.ts'
import { postForm, type UploadProgress } from './upload.ts'

/** `POST /api/media/add` answers the owner's whole media list, in order. */
export type MediaListAnswer = { ownerType: MediaOwnerType; ownerId: number; media: MediaItemDto[] }

export type MediaSearchQuery = { term: string; page: number; pageSize: number }

/**
 * Media (docs/product.md §7 "Media"): upload (multipart, with progress), one record, search by description
 * (both languages, paged), edit, delete, and linking a media to a record. A record's media list is
 * otherwise saved with the record itself (its form sends `media`, the ids in order).
 */
export const mediaApi = {
  get: (id: number, lang: Lang) => bodyOf<MediaDto>(api.get(`media/${id}`, inLanguage(lang))),
  search: async ({ term, page, pageSize }: MediaSearchQuery, lang: Lang): Promise<Page<MediaDto>> =>
    pageOf<MediaDto>(
      await api.get(`media/search/${encodeURIComponent(term)}`, {
        searchParams: { page, pageSize },
        ...inLanguage(lang),
      }),
    ),
  upload: (
    file: Blob,
    fields: MediaUploadFields,
    lang: Lang,
    options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
  ) => {
    const form = new FormData()
    // The text fields first: the server reads them before it reads the file's bytes.
    form.append('purpose', fields.purpose)
    form.append('description', fields.description)
    form.append('file', file, file instanceof File ? file.name : 'image')
    return postForm<MediaDto>('media/upload', form, { lang, ...options })
  },
  update: (id: number, input: Versioned<MediaUpdateInput>, lang: Lang) =>
    bodyOf<MediaDto>(api.put(`media/${id}`, { json: input, ...inLanguage(lang) })),
  remove: (id: number) => bodyOf<{ id: number }>(api.delete(`media/${id}`)),
  add: (link: MediaLinkInput) => bodyOf<MediaListAnswer>(api.post('media/add', { json: link })),
}
export type MediaClient = typeof mediaApi

const keys = resourceKeys('media')
/** React-query keys of media: `['media', lang, …]`, built like every resource's (resourceQueries.ts). */
export const mediaKeys = {
  ...keys,
  search: (lang: Lang, query: MediaSearchQuery) => [...keys.other(lang, 'search'), query] as const,
}
/** Media as the queries know it, for `resourceChanged`. */
export const media = { name: 'media', keys: mediaKeys }

/** One page of the media whose description holds `term` (never asked with a blank term). */
export const mediaSearchQuery = (client: MediaClient, lang: Lang, query: MediaSearchQuery) =>
  queryOptions({
    queryKey: mediaKeys.search(lang, query),
    queryFn: () => client.search(query, lang),
    enabled: query.term.trim() !== '',
  })

/** One media, in `lang` (the Edit tab reads its description in the drawer's language). */
export const mediaDetailQuery = (client: MediaClient, lang: Lang, id: number) =>
  queryOptions({ queryKey: mediaKeys.detail(lang, id), queryFn: () => client.get(id, lang) })

/**
 * Saves one media's description (in `lang`) and purpose: the saved record becomes the one the
 * Edit tab shows, and every list and search holding media is read again.
 */
export function useMediaUpdate(id: number, lang: Lang) {
  const client = useClient(mediaApi)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: Versioned<MediaUpdateInput>) => client.update(id, input, lang),
    onSuccess: (saved) => {
      queryClient.setQueryData(mediaKeys.detail(lang, id), saved)
      void resourceChanged(queryClient, media)
    },
  })
}
