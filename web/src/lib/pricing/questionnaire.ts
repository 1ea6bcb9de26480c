/**
 * Question visibility and required-answer validation, driven by the questionnaire data (question 100
 * gates the rest through each question's `condition`). Used by the sell flow's steps and by the server alike.
 */
import type { Answers, QuestionData, QuestionnaireData } from './types';

export const ANSWER_REQUIRED_MESSAGE = 'Please answer this question.';
export const ANSWER_NOT_LISTED_MESSAGE = 'Choose one of the listed answers.';
export const ANSWER_SINGLE_MESSAGE = 'Choose only one answer.';

/** The chosen values of one answer, as a list (a radio or textarea answer is a one-item list; blanks dropped). */
export function answerValues(value: Answers[string]): string[] {
  if (value === null || value === undefined) return [];
  const list = typeof value === 'string' ? [value] : [...value];
  return list.filter((item) => item.trim() !== '');
}

const questionsOf = (questionnaire: QuestionnaireData): readonly QuestionData[] => questionnaire.questions ?? [];

/**
 * Ids of the questions shown for these answers. A question with a condition is shown when the question it points at
 * is shown and one of that question's chosen values is listed in the condition. Conditions point at earlier
 * questions, so one pass in order settles chains.
 */
export function visibleQuestionIds(questionnaire: QuestionnaireData, answers: Answers): Set<string> {
  const visible = new Set<string>();
  for (const question of questionsOf(questionnaire)) {
    const id = question.questionId;
    if (!id) continue;
    if (isShownGiven(question, answers, visible)) visible.add(id);
  }
  return visible;
}

function isShownGiven(question: QuestionData, answers: Answers, visibleSoFar: ReadonlySet<string>): boolean {
  const condition = question.condition;
  const parentId = condition?.questionId;
  if (!condition || !parentId) return true;
  if (!visibleSoFar.has(parentId)) return false;
  const wanted = condition.answers ?? [];
  return answerValues(answers[parentId]).some((value) => wanted.includes(value));
}

export function isQuestionVisible(questionnaire: QuestionnaireData, questionId: string, answers: Answers): boolean {
  return visibleQuestionIds(questionnaire, answers).has(questionId);
}

/** The visible questions, in questionnaire order. */
export function visibleQuestions(questionnaire: QuestionnaireData, answers: Answers): QuestionData[] {
  const visible = visibleQuestionIds(questionnaire, answers);
  return questionsOf(questionnaire).filter((question) => !!question.questionId && visible.has(question.questionId));
}

/** Only the answers to shown questions: everything else is ignored by pricing and kept out of the lead. */
export function relevantAnswers(questionnaire: QuestionnaireData, answers: Answers): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const question of visibleQuestions(questionnaire, answers)) {
    const id = question.questionId ?? '';
    const values = answerValues(answers[id]);
    if (values.length > 0) result[id] = values;
  }
  return result;
}

/**
 * Field errors by question id for the shown questions: a required question needs an answer, a choice question's
 * values must be listed answers, and a radio question takes one value. Empty object = valid.
 */
export function validateAnswers(questionnaire: QuestionnaireData, answers: Answers): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const question of visibleQuestions(questionnaire, answers)) {
    const id = question.questionId ?? '';
    const values = answerValues(answers[id]);
    if (values.length === 0) {
      if (question.required) errors[id] = ANSWER_REQUIRED_MESSAGE;
      continue;
    }
    if (question.inputType === 'textarea') continue;
    const listed = new Set((question.answers ?? []).map((answer) => answer.value));
    if (values.some((value) => !listed.has(value))) errors[id] = ANSWER_NOT_LISTED_MESSAGE;
    else if (question.inputType !== 'checkbox' && values.length > 1) errors[id] = ANSWER_SINGLE_MESSAGE;
  }
  return errors;
}
