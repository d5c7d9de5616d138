import { useLingui } from '@lingui/react/macro'
import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import type { QuizQuestionDto } from '../../../../domain/contracts/quiz-questions.ts'
import type { Lang } from '../../../../domain/lang.ts'
import { shownText } from '../../../../domain/reference.ts'
import { answerStatsQuery, quizQuestions, quizQuestionsApi } from '../../../api/quiz-questions.ts'
import { useClient } from '../../../api/ResourceProvider.tsx'
import { useResourceRecord } from '../../../api/useResource.ts'
import { LazyAnswerStatsChart } from '../../../ui/charts/LazyAnswerStatsChart.tsx'

/**
 * How the app's users answered a saved quiz question (`GET /api/user-answer/stats/{id}`): the chart
 * of its answers as stored (not as edited), loaded with its chunk only here.
 */
export function AnswerStatsPanel({ id, lang }: { id: number; lang: Lang }) {
  const { t } = useLingui()
  const client = useClient(quizQuestionsApi)
  const stats = useQuery(answerStatsQuery(client, lang, id))
  const question = useResourceRecord(quizQuestions, id, lang)
  const answers = ((question.data as QuizQuestionDto | undefined)?.answers ?? []).map((answer) => ({
    id: answer.id,
    text: shownText(answer, 'text').text,
    correct: answer.correct,
  }))
  return (
    <Flex direction="column" gap="2" asChild>
      <section aria-labelledby={`answer-stats-${id}`}>
        <Heading as="h3" size="3" id={`answer-stats-${id}`}>
          {t`Answer statistics`}
        </Heading>
        {stats.data && question.data ? (
          <LazyAnswerStatsChart stats={stats.data} answers={answers} lang={lang} />
        ) : stats.isError ? (
          <Flex gap="2" align="center">
            <Text size="2" color="red">{t`The statistics could not be loaded.`}</Text>
            <Button type="button" size="1" variant="soft" onClick={() => void stats.refetch()}>
              {t`Try again`}
            </Button>
          </Flex>
        ) : (
          <Text size="2" color="gray">
            {t`Loading the statistics…`}
          </Text>
        )}
      </section>
    </Flex>
  )
}
