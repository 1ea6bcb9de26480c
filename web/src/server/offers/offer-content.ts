import 'server-only';
import { fetchPublishedContent } from '@/content';
import { questionnaireQuery } from '@/content/queries';
import type { QuestionnaireData } from '@/lib/pricing';

/** The published questionnaire (a draft never prices an offer); null when the dataset has none. */
export function publishedQuestionnaire(): Promise<QuestionnaireData | null> {
  return fetchPublishedContent({ query: questionnaireQuery, params: {}, tags: ['questionnaire'] });
}
