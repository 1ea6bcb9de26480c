/** Element ids of a question's controls (the step renders them; the flow focuses the first one with a message). */
export const questionFieldId = (questionId: string) => `sell-q-${questionId}`;
export const firstControlId = (questionId: string) => `${questionFieldId(questionId)}-0`;
