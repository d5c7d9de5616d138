import { useLingui } from '@lingui/react/macro'
import { Button, Flex } from '@radix-ui/themes'
import { useMachine } from '@xstate/react'
import { useMemo } from 'react'
import { fromPromise } from 'xstate'
import { type CalculatorData, co2CalculatorMachine } from '../../../../../machines/co2Calculator.machine.ts'
import type { Co2QuizQuestionView } from '../../../../domain/contracts/co2-quiz.ts'
import type { Lang } from '../../../../domain/lang.ts'
import { calculatorQuizOf, co2QuizApi } from '../../../api/co2-quiz.ts'
import { useClient } from '../../../api/ResourceProvider.tsx'
import { DrawerBody, DrawerHeader, DrawerLoadFailed, DrawerLoading } from '../../../ui/drawer/DrawerParts.tsx'
import { DrawerShell } from '../../../ui/drawer/DrawerShell.tsx'
import { type CalculatorAnswers, CalculatorQuestion } from './CalculatorQuestion.tsx'
import { CalculatorResults } from './CalculatorResults.tsx'
import { useCalculatorParam } from './calculatorParam.ts'
import './calculator.css'

/** The calculator's content, mounted while the drawer is open: a fresh quiz and answers each time. */
function Calculator({ lang }: { lang: Lang }) {
  const { t } = useLingui()
  const client = useClient(co2QuizApi)
  const machine = useMemo(
    () =>
      co2CalculatorMachine.provide({
        actors: {
          load: fromPromise<CalculatorData, { country: string }>(async ({ input }) =>
            calculatorQuizOf(await client.get(lang, input.country)),
          ),
        },
      }),
    [client, lang],
  )
  const [snapshot, send] = useMachine(machine, { input: {} })
  const { context } = snapshot
  const questions = context.quiz?.questions as ReadonlyMap<number, Co2QuizQuestionView> | undefined

  const answers = useMemo<CalculatorAnswers>(() => {
    const given = (id: number) => context.answers.find((each) => each.questionId === id)
    return {
      chosen: (id) => given(id)?.answerId ?? null,
      counted: (id) => given(id)?.inputValue ?? null,
      draft: (id) => context.drafts[id] ?? '',
      problem: (id) => context.inputProblems[id],
      choose: (questionId, answerId) => send({ type: 'calculator.choose', questionId, answerId }),
      type: (questionId, text) => send({ type: 'calculator.type', questionId, text }),
      update: (questionId) => send({ type: 'calculator.update', questionId }),
    }
  }, [context.answers, context.drafts, context.inputProblems, send])

  if (snapshot.matches('loading')) return <DrawerLoading />
  if (snapshot.matches('failed'))
    return (
      <DrawerLoadFailed
        message={context.failure ?? t`The quiz could not be loaded.`}
        onRetry={() => send({ type: 'calculator.retry' })}
      />
    )
  return (
    <DrawerBody>
      <div className="co2-calculator">
        <div className="co2-calculator-questions">
          {context.walk.map((step) => {
            const question = questions?.get(step.questionId)
            if (!question) return null
            const parts = step.parts.flatMap((id) => questions?.get(id) ?? [])
            return (
              <CalculatorQuestion
                key={step.questionId}
                question={question}
                parts={parts}
                reason={step.reason}
                depth={step.depth}
                answers={answers}
              />
            )
          })}
        </div>
        <aside className="co2-calculator-results">
          <CalculatorResults results={context.results} answered={context.answers.length > 0} />
          <Flex mt="3">
            <Button
              type="button"
              variant="soft"
              color="gray"
              disabled={context.answers.length === 0 && Object.keys(context.drafts).length === 0}
              onClick={() => send({ type: 'calculator.reset' })}
            >
              {t`Reset`}
            </Button>
          </Flex>
        </aside>
      </div>
    </DrawerBody>
  )
}

/**
 * The Calculator (docs/product.md §2 "CO2 quiz area", §4): staff answer the CO2 quiz as the app asks
 * it — main questions in order, parts on one page, follow-ups of the answers chosen, chains and sub
 * questions — and see the footprint the answers give at once, with Reset. Opened by `?calculator`
 * on the CO2 pages; the workflow is machines/co2Calculator.machine.ts, the figures the engine's.
 */
export function Co2CalculatorDrawer() {
  const { t, i18n } = useLingui()
  const { open, closeCalculator } = useCalculatorParam()
  return (
    <DrawerShell open={open} onClose={closeCalculator} className="form-drawer-wide co2-calculator-drawer">
      <DrawerHeader title={t`Calculator`} />
      {open ? <Calculator key={i18n.locale} lang={i18n.locale as Lang} /> : null}
    </DrawerShell>
  )
}
