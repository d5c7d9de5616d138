// Writes src/console/ui/forms/domainMessages.ts: every message src/domain can show a user, as a
// Lingui message, so `lingui extract` puts it in the catalogs. Run by `npm run i18n:extract`.
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { collectDomainMessages, renderMessagesModule } from '../tests/support/domain-messages.ts'

export const messagesModulePath = path.resolve(
  import.meta.dirname,
  '../src/console/ui/forms/domainMessages.ts',
)

const messages = await collectDomainMessages()
writeFileSync(messagesModulePath, renderMessagesModule(messages))
console.log(`${messages.size} domain messages → ${path.relative(process.cwd(), messagesModulePath)}`)
