import { z } from 'zod'
import { DEFAULT_COUNTRY } from '../constants.ts'
import { maxText } from '../text-length.ts'

/**
 * An address of a step or an initiative (docs/product.md §3, field names as the app reads them).
 * Exact (`isSpecific`: this door) or an area: anywhere within `radius` km of it, which is asked
 * for only when the address is not exact (§9) and stored as null when it is.
 */
export const addressMessages = {
  countryInvalid: 'Country should be a two-letter code, such as NL.',
  radiusInvalid: 'Radius should be a number of kilometres.',
  radiusRange: 'Radius should be between 0 and 1,000 km.',
  tooLong: 'This text is too long.',
  alternativesTooMany: 'An address has at most 10 alternative addresses.',
} as const

export const ADDRESS_LIMITS = { line: 100, short: 20, extra: 300, alternatives: 10, radiusKm: 1_000 } as const

const line = (max: number) =>
  z
    .string()
    .check(...maxText(max, addressMessages.tooLong))
    .trim()

/** ISO 3166-1 alpha-2, stored in capitals (`nl` → `NL`). */
export const countryField = z
  .string({ error: addressMessages.countryInvalid })
  .check(...maxText(10, addressMessages.countryInvalid))
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: addressMessages.countryInvalid })
  .transform((code) => code.toUpperCase())

export const radiusField = z
  .number({ error: addressMessages.radiusInvalid })
  .min(0, { error: addressMessages.radiusRange })
  .max(ADDRESS_LIMITS.radiusKm, { error: addressMessages.radiusRange })

export const addressSchema = z.object({
  street: line(ADDRESS_LIMITS.line).default(''),
  house_number: line(ADDRESS_LIMITS.short).default(''),
  postal_code: line(ADDRESS_LIMITS.short).default(''),
  city: line(ADDRESS_LIMITS.line).default(''),
  country: countryField.default(DEFAULT_COUNTRY),
  isSpecific: z.boolean().default(false),
  radius: radiusField.nullable().default(null),
  address_extra: line(ADDRESS_LIMITS.extra).default(''),
  alternative: z
    .array(line(ADDRESS_LIMITS.extra))
    .max(ADDRESS_LIMITS.alternatives, { error: addressMessages.alternativesTooMany })
    .default([]),
})
export type AddressInput = z.input<typeof addressSchema>
export type Address = z.output<typeof addressSchema>

export const emptyAddress: Address = {
  street: '',
  house_number: '',
  postal_code: '',
  city: '',
  country: DEFAULT_COUNTRY,
  isSpecific: false,
  radius: null,
  address_extra: '',
  alternative: [],
}

/** Whether the address names anything at all (an empty one is no address). */
export const hasAnyAddress = (address: Address) =>
  Boolean(
    address.street || address.house_number || address.postal_code || address.city || address.address_extra,
  )

/** The radius that is stored: none for an exact address (docs/product.md §9: shown only when not exact). */
export const storedRadius = (address: Pick<Address, 'isSpecific' | 'radius'>) =>
  address.isSpecific ? null : address.radius

/** The address columns of a step or an initiative (blank text stored as null). */
export function addressColumns(address: Address) {
  const orNull = (text: string) => (text === '' ? null : text)
  return {
    street: orNull(address.street),
    houseNumber: orNull(address.house_number),
    postalCode: orNull(address.postal_code),
    city: orNull(address.city),
    country: address.country,
    isSpecific: address.isSpecific,
    radius: storedRadius(address),
    addressExtra: orNull(address.address_extra),
    alternative: address.alternative.filter((each) => each !== ''),
  }
}

/** Stored address columns as the API answers them. */
export function addressOf(row: {
  street: string | null
  houseNumber: string | null
  postalCode: string | null
  city: string | null
  country: string
  isSpecific: boolean
  radius: number | null
  addressExtra: string | null
  alternative: string[]
}): Address {
  return {
    street: row.street ?? '',
    house_number: row.houseNumber ?? '',
    postal_code: row.postalCode ?? '',
    city: row.city ?? '',
    country: row.country,
    isSpecific: row.isSpecific,
    radius: row.isSpecific ? null : row.radius,
    address_extra: row.addressExtra ?? '',
    alternative: row.alternative,
  }
}
