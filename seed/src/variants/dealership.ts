/** The dealership dataset: four stores with inventory, financing, service and special offers. */
import { buildArticleCategories, buildArticles, buildAuthors } from '../content/articles';
import type { SeedContext } from '../content/context';
import { buildExperimentOverrides } from '../content/experiments';
import { buildFaqs } from '../content/faqs';
import { buildLegalPages } from '../content/legal';
import { buildOffers } from '../content/offers';
import { buildPages } from '../content/pages';
import { buildPopups } from '../content/popups';
import { buildPromotions } from '../content/promotions';
import { buildQuestionnaire } from '../content/questionnaire';
import { buildReviews } from '../content/reviews';
import { buildServiceItems } from '../content/services';
import { buildSiteSettings } from '../content/settings';
import { buildSoldVehicles } from '../content/sold-vehicles';
import { buildLocations } from '../content/stores';
import { buildPositions, buildTeam } from '../content/team';
import { buildBodyStyles, buildVehicles } from '../content/vehicles';
import type { SeedDocument } from '../types';

export function buildDealershipDocuments(ctx: SeedContext, vehicleCount: number): SeedDocument[] {
  const popups = buildPopups(ctx);
  const vehicles = buildVehicles(ctx, vehicleCount);
  return [
    buildSiteSettings(ctx, popups),
    buildQuestionnaire(),
    ...ctx.stores,
    ...buildLocations(ctx),
    ...buildBodyStyles(ctx, vehicles),
    ...vehicles,
    ...buildSoldVehicles(vehicles),
    ...buildArticleCategories(),
    ...buildAuthors(ctx),
    ...buildArticles(ctx),
    ...buildTeam(ctx),
    ...buildPositions(ctx),
    ...buildReviews(ctx),
    ...buildOffers(ctx),
    ...buildPromotions(ctx),
    ...popups,
    ...buildExperimentOverrides(popups),
    ...buildFaqs(ctx),
    ...buildLegalPages(ctx),
    ...buildServiceItems(ctx),
    ...buildPages(ctx),
  ];
}
