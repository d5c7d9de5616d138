import { describe, expect, it } from 'vitest'
import { canReceivePush, hasAddress, userFormSchema } from '../../src/domain/users.ts'

// The user drawer's rules (docs/product.md §2 "User drawer", §5 "User"; docs/choices.md).

const messagesOf = (input: unknown) => {
  const result = userFormSchema.safeParse(input)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}
const user = { firstName: 'Eva', lastName: 'Dijkstra', email: '', level: 'registered-user' }

describe('the user form', () => {
  it('takes a user without an e-mail (a device user), and one with a valid e-mail, trimmed', () => {
    expect(messagesOf(user)).toEqual({})
    expect(userFormSchema.parse({ ...user, email: ' eva@example.org ' }).email).toBe('eva@example.org')
  })

  it.each(['eva', 'eva@', 'eva@example', 'e va@example.org'])('refuses the e-mail %j', (email) => {
    expect(messagesOf({ ...user, email })).toEqual({ email: 'E-mail must be valid.' })
  })

  it('needs an e-mail for an admin, who logs in with it', () => {
    expect(messagesOf({ ...user, level: 'admin' })).toEqual({ email: 'An admin needs an e-mail to log in.' })
    expect(messagesOf({ ...user, level: 'admin', email: 'eva@example.org' })).toEqual({})
  })

  it('says which required field is missing', () => {
    expect(messagesOf({ ...user, firstName: ' ', lastName: '', level: undefined })).toEqual({
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      level: 'Level is required.',
    })
  })
})

describe('what the drawer shows of a user', () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [false, false, false],
  ])(
    'push on %s, a token %s: can receive a notification %s',
    (enablePushNotifications, hasPushToken, can) => {
      expect(canReceivePush({ enablePushNotifications, hasPushToken })).toBe(can)
    },
  )

  it.each([
    ['1011 AB', 'Amsterdam', true],
    ['1011 AB', null, false],
    [null, 'Amsterdam', false],
    ['  ', 'Amsterdam', false],
    ['1011 AB', ' ', false],
    [null, null, false],
  ])('postal code %j and city %j: has an address %s', (postal_code, city, has) => {
    expect(hasAddress({ postal_code, city })).toBe(has)
  })
})
