import 'server-only';
import { canonicalName } from '@/lib/pricing';
import type { ValuationTable } from './embedded-table';
import { mileageAdjustment } from './mileage-adjustment';
import type { ValuationAdapter, ValuationPrices, ValuationQuery, ValuationResult, VehiclePicker } from './types';

export const EMBEDDED_SOURCE = 'Embedded valuation table';

export function cannotPriceMessage(query: Pick<ValuationQuery, 'year' | 'make' | 'model'>): string {
  return (
    `We can't price a ${query.year} ${query.make} ${query.model} online. ` +
    'Check the year, make and model, or bring the vehicle in for an in-person appraisal.'
  );
}

/**
 * Prices from the seeded table plus the documented mileage adjustment. The ZIP code is accepted but not used: the
 * table has no regional adjustment (a licensed book applies one).
 */
export function createEmbeddedValuationAdapter(table: ValuationTable): ValuationAdapter & VehiclePicker {
  return {
    name: 'embedded',
    async value(query: ValuationQuery): Promise<ValuationResult> {
      if (!Number.isFinite(query.mileage) || query.mileage < 0)
        throw new RangeError(`Mileage must be a number of miles ≥ 0 (got ${query.mileage})`);
      const rows = table.rows(query.year, query.make, query.model);
      if (rows.length === 0) return { status: 'cannot-price', message: cannotPriceMessage(query) };
      const wanted = query.trim?.trim() ? canonicalName(query.trim) : null;
      const matched = wanted ? rows.find((row) => canonicalName(row.trim) === wanted) : undefined;
      const row = matched ?? rows.reduce((low, item) => (item.wholeAvg < low.wholeAvg ? item : low));
      const adjust = (base: number) => mileageAdjustment(base, Math.round(query.mileage), row.year, table.edition);
      const add = {
        clean: adjust(row.wholeClean),
        avg: adjust(row.wholeAvg),
        rough: adjust(row.wholeRough),
        retail: adjust(row.retailAvg),
      };
      const prices: ValuationPrices = {
        adjusted_whole_clean: row.wholeClean + add.clean,
        adjusted_whole_avg: row.wholeAvg + add.avg,
        adjusted_whole_rough: row.wholeRough + add.rough,
        add_deduct_whole_clean: add.clean,
        add_deduct_whole_avg: add.avg,
        add_deduct_whole_rough: add.rough,
        adjusted_retail_avg: row.retailAvg + add.retail,
        add_deduct_retail_avg: add.retail,
      };
      return {
        status: 'priced',
        vehicle: {
          year: row.year,
          make: row.make,
          model: row.model,
          trim: row.trim,
          trimMatched: !wanted || !!matched,
        },
        prices,
        source: EMBEDDED_SOURCE,
      };
    },
    years: async () => table.years(),
    makes: async (year) => table.makes(year),
    models: async (year, make) => table.models(year, make),
    trims: async (year, make, model) => table.trims(year, make, model),
  };
}
