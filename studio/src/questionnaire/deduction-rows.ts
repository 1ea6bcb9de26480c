import { describeDeductions, type DeductionValue } from '@dealer/schemas/describe';

interface AnswerValue {
  _key?: string;
  label?: string;
  value?: string;
  deductions?: DeductionValue[];
  bringIn?: boolean;
  bringInReason?: string;
}

export interface QuestionnaireValue {
  questions?: { _key?: string; questionId?: string; text?: string; answers?: AnswerValue[] }[];
}

export interface DeductionRow {
  key: string;
  question: string;
  answer: string;
  effect: string;
  bringIn: string | null;
}

/** One row per answer: the question, the answer and what it does to the offer, in words. */
export function deductionRows(questionnaire: QuestionnaireValue): DeductionRow[] {
  return (questionnaire.questions ?? []).flatMap((question, questionIndex) =>
    (question.answers ?? []).map((answer, answerIndex) => ({
      key: `${question._key ?? questionIndex}-${answer._key ?? answerIndex}`,
      question: question.text ?? question.questionId ?? `Question ${questionIndex + 1}`,
      answer: answer.label ?? answer.value ?? `Answer ${answerIndex + 1}`,
      effect: describeDeductions(answer.deductions),
      bringIn: answer.bringIn ? answer.bringInReason?.trim() || 'Bring in for inspection' : null,
    })),
  );
}
