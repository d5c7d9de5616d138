import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { lazySchema } from '../../../../src/console/ui/forms/lazySchema.ts'
import { useLightForm } from '../../../../src/console/ui/forms/useLightForm.ts'

const schema = z.object({
  email: z.string().min(1, 'E-mail is required.').email('E-mail must be valid.'),
  password: z.string().min(1, 'Password is required.'),
})
type Input = z.infer<typeof schema>

function Form({
  onValid,
  rules,
}: {
  onValid: (data: Input) => void
  rules: ReturnType<typeof lazySchema<Input>>
}) {
  const form = useLightForm<Input>({ schema: rules, defaultValues: { email: '', password: '' } })
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <label>
        E-mail
        <input {...form.register('email')} />
      </label>
      <span data-testid="email-error">{form.errors.email?.message ?? ''}</span>
      <label>
        Password
        <input {...form.register('password')} />
      </label>
      <span data-testid="password-error">{form.errors.password?.message ?? ''}</span>
      <button type="submit">Submit</button>
      <button type="button" onClick={() => form.setError('email', { message: 'This e-mail is taken.' })}>
        Server says
      </button>
    </form>
  )
}

const setup = () => {
  const loader = vi.fn(async () => schema)
  const onValid = vi.fn()
  render(<Form onValid={onValid} rules={lazySchema(loader)} />)
  return { loader, onValid, user: userEvent.setup() }
}
const errorOf = (field: string) => screen.getByTestId(`${field}-error`)

describe('useLightForm (the public pages’ forms)', () => {
  it('loads the schema only when it first checks, and then once', async () => {
    const { loader, user } = setup()
    await user.type(screen.getByLabelText('E-mail'), 'a@b')
    expect(loader).not.toHaveBeenCalled()
    await user.tab()
    await waitFor(() => expect(errorOf('email')).toHaveTextContent('E-mail must be valid.'))
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(loader).toHaveBeenCalledOnce()
  })

  it('checks a field when it loses focus, then on every change', async () => {
    const { user } = setup()
    const email = screen.getByLabelText('E-mail')
    await user.type(email, 'a')
    expect(errorOf('email')).toHaveTextContent('')
    await user.tab()
    await waitFor(() => expect(errorOf('email')).toHaveTextContent('E-mail must be valid.'))
    // The password field was never left: no message for it yet.
    expect(errorOf('password')).toHaveTextContent('')
    await user.type(email, 'dmin@example.com')
    await waitFor(() => expect(errorOf('email')).toHaveTextContent(''))
  })

  it('says nothing about a field nobody typed in when it loses focus (autofocus, then a click elsewhere)', async () => {
    const { user } = setup()
    // The login page focuses E-mail; a visitor who first switches the language, or tabs past
    // the fields, has done nothing wrong yet.
    await user.click(screen.getByLabelText('E-mail'))
    await user.tab()
    await user.tab()
    await user.click(document.body)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(errorOf('email')).toHaveTextContent('')
    expect(errorOf('password')).toHaveTextContent('')
    // Once typed in, a field is checked when left, even if it was emptied again.
    await user.type(screen.getByLabelText('E-mail'), 'a{Backspace}')
    await user.tab()
    await waitFor(() => expect(errorOf('email')).toHaveTextContent('E-mail is required.'))
    expect(errorOf('password')).toHaveTextContent('')
  })

  it('on submit shows every field’s first message, focuses the first field in error and sends nothing', async () => {
    const { onValid, user } = setup()
    await user.type(screen.getByLabelText('E-mail'), 'admin@example.com')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(errorOf('password')).toHaveTextContent('Password is required.'))
    expect(errorOf('email')).toHaveTextContent('')
    expect(screen.getByLabelText('Password')).toHaveFocus()
    expect(onValid).not.toHaveBeenCalled()
    // After a submit, typing checks at once.
    await user.type(screen.getByLabelText('Password'), 'x')
    await waitFor(() => expect(errorOf('password')).toHaveTextContent(''))
  })

  it('sends what the schema accepted', async () => {
    const { onValid, user } = setup()
    await user.type(screen.getByLabelText('E-mail'), 'admin@example.com')
    await user.type(screen.getByLabelText('Password'), 'secret{Enter}')
    await waitFor(() => expect(onValid).toHaveBeenCalledOnce())
    expect(onValid.mock.calls[0]![0]).toEqual({ email: 'admin@example.com', password: 'secret' })
  })

  it('shows a message set from outside (the server’s), until the field is checked again', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: 'Server says' }))
    expect(errorOf('email')).toHaveTextContent('This e-mail is taken.')
    await user.type(screen.getByLabelText('E-mail'), 'other@example.com')
    await user.tab()
    await waitFor(() => expect(errorOf('email')).toHaveTextContent(''))
  })
})

describe('lazySchema', () => {
  it('tries again after a failed download', async () => {
    const loader = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schema)
    const rules = lazySchema<Input>(loader)
    await expect(rules.load()).rejects.toThrow('offline')
    expect(rules.current()).toBeNull()
    await expect(rules.load()).resolves.toBe(schema)
    expect(rules.current()).toBe(schema)
    expect(loader).toHaveBeenCalledTimes(2)
  })
})
