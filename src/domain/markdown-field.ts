import { z } from 'zod'
import { markdownProblem } from './markdown-safety.ts'
import { maxText } from './text-length.ts'
import { TEXT_MAX } from './validation.ts'

/** What a markdown field says of a target or HTML the app must not get (docs/choices.md "Safe links"). */
export const markdownMessages = {
  targetNotAllowed:
    'A link or image points to an address the app cannot open. Use a web address (https://), an e-mail address (mailto:), an initiative or an attached media file.',
  htmlNotAllowed: 'HTML cannot be used in rich text. Use the formatting of the editor instead.',
} as const

const markdownSchemas = new WeakSet<z.ZodType>()

/** Whether `schema` is a markdown field made by `markdownField` (the server tests find every one). */
export const isMarkdownField = (schema: unknown) =>
  typeof schema === 'object' && schema !== null && markdownSchemas.has(schema as z.ZodType)

/**
 * A rich text field's schema: markdown of at most TEXT_MAX.markdown characters (`tooLong`
 * otherwise, checked first), whose links and images point only where the app may go and which
 * holds no raw HTML (markdown-safety.ts). Every markdown field of every content type is one of
 * these, in the console's form and on the server, on create and on update.
 */
export function markdownField(tooLong: string) {
  const schema = z
    .string({ error: tooLong })
    .check(...maxText(TEXT_MAX.markdown, tooLong))
    .superRefine((markdown, context) => {
      const problem = markdownProblem(markdown)
      if (!problem) return
      context.addIssue({
        code: 'custom',
        message:
          problem.kind === 'html' ? markdownMessages.htmlNotAllowed : markdownMessages.targetNotAllowed,
      })
    })
  markdownSchemas.add(schema)
  return schema
}
