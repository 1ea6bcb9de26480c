/** The sell-car dataset: a car-buying service with two stores in Chicago's suburbs. */
import { buildArticleCategories, buildArticles, buildAuthors } from '../content/articles';
import type { SeedContext } from '../content/context';
import { buildExperimentOverrides } from '../content/experiments';
import { buildFaqs } from '../content/faqs';
import { buildLegalPages } from '../content/legal';
import { buildPages } from '../content/pages';
import { buildPopups } from '../content/popups';
import { buildPromotions } from '../content/promotions';
import { buildQuestionnaire } from '../content/questionnaire';
import { buildReviews } from '../content/reviews';
import { buildSiteSettings } from '../content/settings';
import { buildLocations } from '../content/stores';
import { buildPositions, buildTeam } from '../content/team';
import type { SeedDocument } from '../types';

export function buildSellCarDocuments(ctx: SeedContext): SeedDocument[] {
  const popups = buildPopups(ctx);
  return [
    buildSiteSettings(ctx, popups),
    buildQuestionnaire(),
    ...ctx.stores,
    ...buildLocations(ctx),
    ...buildArticleCategories(),
    ...buildAuthors(ctx),
    ...buildArticles(ctx),
    ...buildTeam(ctx),
    ...buildPositions(ctx),
    ...buildReviews(ctx),
    ...buildPromotions(ctx),
    ...popups,
    ...buildExperimentOverrides(popups),
    ...buildFaqs(ctx),
    ...buildLegalPages(ctx),
    ...buildPages(ctx),
  ];
}
