import 'server-only';
import { fetchContent } from '@/content';
import { questionnaireQuery } from '@/content/queries';
import { loadContentPageSections } from './content-page';
import { loadCookieTier } from './lead-settings';

/**
 * The questionnaire as the browser needs it: questions, answers and categories, without the deductions and
 * bring-in rules (those stay on the server, which prices the offer).
 */
async function flowQuestionnaire() {
  const data = await fetchContent({ query: questionnaireQuery, params: {}, tags: ['questionnaire'] });
  return {
    categories: (data?.categories ?? []).map(({ categoryId, title, description, questionIds }) => ({
      categoryId,
      title,
      description,
      questionIds,
    })),
    questions: (data?.questions ?? []).map(({ questionId, text, inputType, required, condition, answers }) => ({
      questionId,
      text,
      inputType,
      required,
      condition,
      answers: (answers ?? []).map(({ label, value, description }) => ({ label, value, description })),
    })),
  };
}

/** /sell-trade-my-car/your-vehicle: what the sell flow island starts from besides its strings. */
export async function loadSellFlow() {
  const [questionnaire, cookieTier] = await Promise.all([flowQuestionnaire(), loadCookieTier()]);
  return { questionnaire, cookieTier };
}

/** /sell-trade-my-car/your-vehicle (route `sellTradeVehicle`): the page with its sections, and the sell flow's data. */
export async function loadSellFlowPage() {
  const [page, flow] = await Promise.all([loadContentPageSections('sellTradeVehicle'), loadSellFlow()]);
  return { ...page, flow };
}
