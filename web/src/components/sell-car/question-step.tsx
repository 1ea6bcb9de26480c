'use client';

import formStyles from '../forms/lead-form.module.css';
import { toggleCheckbox, type FlowAnswers, type FlowQuestionData } from './flow-state';
import { firstControlId, questionFieldId as fieldId } from './question-ids';
import styles from './sell-flow.module.css';
import { localizeFlowErrors, type SellFlowStrings } from './strings';

export interface QuestionStepProps {
  questions: readonly FlowQuestionData[];
  answers: FlowAnswers;
  errors: Record<string, string>;
  strings: SellFlowStrings;
  onAnswer: (questionId: string, value: string | string[]) => void;
}

function asList(value: FlowAnswers[string] | undefined): string[] {
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : value;
}

function QuestionField({
  question,
  answers,
  errors,
  strings,
  onAnswer,
}: { question: FlowQuestionData } & Omit<QuestionStepProps, 'questions'>) {
  const questionId = question.questionId ?? '';
  const base = fieldId(questionId);
  const error = localizeFlowErrors(errors, strings)[questionId];
  const errorId = error ? `${base}-error` : undefined;
  const optional = question.required ? null : <span> {strings['sellFlow.questions.optional']}</span>;
  const errorLine = error ? (
    <p id={errorId} className={formStyles.error}>
      {error}
    </p>
  ) : null;

  if (question.inputType === 'textarea') {
    const value = answers[questionId];
    return (
      <div className={formStyles.field}>
        <label htmlFor={firstControlId(questionId)} className={styles.legend}>
          {question.text}
          {optional}
        </label>
        <textarea
          id={firstControlId(questionId)}
          name={`answer-${questionId}`}
          className={formStyles.control}
          maxLength={2000}
          aria-describedby={errorId}
          aria-invalid={error ? true : undefined}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onAnswer(questionId, event.target.value)}
        />
        {errorLine}
      </div>
    );
  }

  const checkbox = question.inputType === 'checkbox';
  const chosen = asList(answers[questionId]);
  return (
    <fieldset className={styles.fieldset} aria-describedby={errorId} data-question={questionId}>
      <legend className={styles.legend}>
        {question.text}
        {optional}
      </legend>
      <div className={styles.choices}>
        {(question.answers ?? []).map((answer, index) => {
          const value = answer.value ?? '';
          const controlId = `${base}-${index}`;
          const descriptionId = answer.description ? `${controlId}-description` : undefined;
          return (
            <label key={value} className={styles.choice} htmlFor={controlId}>
              <input
                id={controlId}
                type={checkbox ? 'checkbox' : 'radio'}
                name={`answer-${questionId}`}
                value={value}
                checked={chosen.includes(value)}
                aria-describedby={descriptionId}
                aria-invalid={error ? true : undefined}
                required={!checkbox && !!question.required}
                onChange={(event) =>
                  onAnswer(questionId, checkbox ? toggleCheckbox(chosen, value, event.target.checked) : value)
                }
              />
              <span className={styles.choiceText}>
                <span>{answer.label}</span>
                {answer.description ? (
                  <span id={descriptionId} className={styles.choiceDescription}>
                    {answer.description}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      {errorLine}
    </fieldset>
  );
}

/** One questionnaire category: radio groups, checkbox groups (warning lights) and the comments box. */
export function QuestionStep({ questions, ...rest }: QuestionStepProps) {
  return (
    <>
      {questions.map((question) => (
        <QuestionField key={question.questionId} question={question} {...rest} />
      ))}
    </>
  );
}
