import type { DemoQuizQuestion } from './content-data.ts'
import { foodQuizQuestions } from './quiz-data-food.ts'
import { homeQuizQuestions } from './quiz-data-home.ts'
import { wasteQuizQuestions } from './quiz-data-waste.ts'

/**
 * Quiz questions, each with three or four answers (one right, or two for a "which two"
 * question) and how often app users pick each: the right answer most for easy questions, a
 * wrong one for hard ones (user-quiz-answers.ts follows the shares). Stories show most of them
 * (by title, stories-data*.ts); two have a Dutch text still to be written.
 */
export const demoQuizQuestions: DemoQuizQuestion[] = [
  ...foodQuizQuestions,
  ...homeQuizQuestions,
  ...wasteQuizQuestions,
]
