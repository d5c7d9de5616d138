import { hash, verify } from '@node-rs/argon2'

// argon2id (the library's default algorithm) at OWASP's minimum m=19 MiB, t=2, p=1: ~9 ms here,
// so login stays fast under load. Stored hashes carry their parameters, so raising them later is safe.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export const hashPassword = (password: string) => hash(password, options)

// A fixed hash to verify against when the email is unknown, so both failures take the same time.
let dummyHash: Promise<string> | undefined

export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password')
    await verify(await dummyHash, password).catch(() => false)
    return false
  }
  return verify(passwordHash, password).catch(() => false)
}
