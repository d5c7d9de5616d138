import { describe, expect, it } from 'vitest'
import { loginSchema, registerSchema } from '../../src/domain/auth.ts'
import { parseLang } from '../../src/domain/lang.ts'

const firstMessages = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) => {
  const messages: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message
  return messages
}

describe('login rules (docs/product.md §5)', () => {
  it('requires e-mail and password with the spec’s messages', () => {
    expect(firstMessages(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'E-mail is required.',
      password: 'Password is required.',
    })
    expect(firstMessages(loginSchema.safeParse({}))).toEqual({
      email: 'E-mail is required.',
      password: 'Password is required.',
    })
  })

  it.each(['a@b', 'ab.c', 'a b@c.d', '@b.c', 'a@.c', 'a@b.'])('rejects %s as not text@text.text', (email) => {
    expect(firstMessages(loginSchema.safeParse({ email, password: 'x' }))).toEqual({
      email: 'E-mail must be valid.',
    })
  })

  it.each(['a@b.c', 'ada.admin@example.com', 'x+y@sub.domain.nl'])('accepts %s', (email) => {
    expect(loginSchema.safeParse({ email, password: 'x' }).success).toBe(true)
  })

  it('says only that an empty e-mail is required, not also that it is invalid', () => {
    const issues = loginSchema.safeParse({ email: ' ', password: 'x' }).error?.issues ?? []
    expect(issues.map((issue) => issue.message)).toEqual(['E-mail is required.'])
  })

  it('trims the e-mail', () => {
    expect(loginSchema.parse({ email: '  a@b.c ', password: 'x' }).email).toBe('a@b.c')
  })

  it('caps the password at 200 characters, and says a password that is not text is missing', () => {
    expect(loginSchema.safeParse({ email: 'a@b.c', password: 'x'.repeat(200) }).success).toBe(true)
    expect(firstMessages(loginSchema.safeParse({ email: 'a@b.c', password: 'x'.repeat(201) }))).toEqual({
      password: 'Password is too long.',
    })
    expect(firstMessages(loginSchema.safeParse({ email: 'a@b.c', password: 12345678 }))).toEqual({
      password: 'Password is required.',
    })
  })
})

describe('registration rules (the project’s choice, docs/choices.md)', () => {
  const valid = { email: 'new@example.org', password: 'long enough', firstName: 'Noor', lastName: 'Bos' }

  it('accepts a complete registration', () => {
    expect(registerSchema.safeParse(valid).success).toBe(true)
  })

  it('names each missing field', () => {
    expect(
      firstMessages(registerSchema.safeParse({ email: '', password: '', firstName: ' ', lastName: '' })),
    ).toEqual({
      email: 'E-mail is required.',
      password: 'Password is required.',
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
    })
  })

  it('asks for at least 8 characters of password', () => {
    expect(firstMessages(registerSchema.safeParse({ ...valid, password: 'short' }))).toEqual({
      password: 'Password must be at least 8 characters.',
    })
  })

  it('caps the password and the names, with a message for each', () => {
    expect(
      firstMessages(
        registerSchema.safeParse({
          ...valid,
          password: 'x'.repeat(201),
          firstName: 'x'.repeat(101),
          lastName: 'x'.repeat(101),
        }),
      ),
    ).toEqual({
      password: 'Password is too long.',
      firstName: 'First name is too long.',
      lastName: 'Last name is too long.',
    })
    expect(
      registerSchema.safeParse({ ...valid, firstName: 'x'.repeat(100), lastName: 'x'.repeat(100) }).success,
    ).toBe(true)
  })

  it('says a password that is not text is missing', () => {
    expect(firstMessages(registerSchema.safeParse({ ...valid, password: 12345678 }))).toEqual({
      password: 'Password is required.',
    })
  })
})

describe('languages', () => {
  it('falls back to English for anything but en and nl', () => {
    expect(parseLang('nl')).toBe('nl')
    expect(parseLang('de')).toBe('en')
    expect(parseLang(undefined)).toBe('en')
  })
})
