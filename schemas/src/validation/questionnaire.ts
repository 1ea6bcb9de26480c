import { findDuplicates, type ValidationResult } from './result';

export interface QuestionnaireValue {
  categories?: readonly { categoryId?: string; questionIds?: readonly string[] }[];
  questions?: readonly {
    questionId?: string;
    condition?: { questionId?: string; answers?: readonly string[] };
    answers?: readonly { value?: string }[];
  }[];
}

/**
 * Cross-field rules: unique question and category ids, categories list existing questions, and a condition points at
 * an earlier question and one of its answer values.
 */
export function validateQuestionnaire(value: QuestionnaireValue | undefined | null): ValidationResult {
  if (!value) return true;
  const questions = value.questions ?? [];
  const categories = value.categories ?? [];
  const duplicateQuestions = findDuplicates(questions.map((question) => question.questionId));
  if (duplicateQuestions.length > 0) return `Question ids must be unique: ${duplicateQuestions.join(', ')}`;
  const duplicateCategories = findDuplicates(categories.map((category) => category.categoryId));
  if (duplicateCategories.length > 0) return `Category ids must be unique: ${duplicateCategories.join(', ')}`;

  const ids = questions.map((question) => question.questionId);
  for (const category of categories) {
    const unknown = (category.questionIds ?? []).filter((id) => !ids.includes(id));
    if (unknown.length > 0)
      return `Category ${category.categoryId ?? '?'} lists unknown questions: ${unknown.join(', ')}`;
  }
  for (const [index, question] of questions.entries()) {
    const condition = question.condition;
    if (!condition?.questionId) continue;
    const targetIndex = ids.indexOf(condition.questionId);
    if (targetIndex === -1)
      return `Question ${question.questionId ?? index + 1} depends on unknown question ${condition.questionId}`;
    if (targetIndex >= index) {
      return `Question ${question.questionId ?? index + 1} can only depend on an earlier question (${condition.questionId} comes later)`;
    }
    const values = (questions[targetIndex]?.answers ?? []).map((answer) => answer.value);
    const unknownAnswers = (condition.answers ?? []).filter((answer) => !values.includes(answer));
    if (unknownAnswers.length > 0) {
      return `Question ${question.questionId ?? index + 1}: ${condition.questionId} has no answer ${unknownAnswers.join(', ')}`;
    }
  }
  return true;
}
