import 'server-only';
import { z } from 'zod';

import { fieldErrorsOf } from '@/lib/leads/field-errors';
import type { PlateAdapter } from '@/server/plates';
import type { VehiclePicker } from '@/server/valuation';

/**
 * The sell flow's small lookups: the year → make → model → trim picker choices (from the valuation source) and
 * the licence plate lookup. Pure request → Response handlers with their sources injected, so the routes stay thin.
 */

export const PICKER_YEAR_MESSAGE = 'Choose a model year from the list.';
export const PICKER_MAKE_MESSAGE = 'Choose a make from the list.';
export const PICKER_MODEL_MESSAGE = 'Choose a model from the list.';
export const PICKER_ORDER_MESSAGE = 'Choose the year before the make, and the make before the model.';
export const PLATE_REQUIRED_MESSAGE = 'Enter the licence plate.';
export const PLATE_STATE_REQUIRED_MESSAGE = 'Choose the state the vehicle is registered in.';

export type PickerLevel = 'years' | 'makes' | 'models' | 'trims';

export interface PickerResponse {
  level: PickerLevel;
  options: string[];
}

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const text = (message: string) =>
  z.preprocess(blankToUndefined, z.string({ error: message }).trim().min(1, message).max(60, message).optional());

/** `?year=&make=&model=`: each level needs the one before it. */
export const pickerQuerySchema = z
  .strictObject({
    year: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: PICKER_YEAR_MESSAGE })
        .int(PICKER_YEAR_MESSAGE)
        .min(1981, PICKER_YEAR_MESSAGE)
        .max(2100, PICKER_YEAR_MESSAGE)
        .optional(),
    ),
    make: text(PICKER_MAKE_MESSAGE),
    model: text(PICKER_MODEL_MESSAGE),
  })
  .superRefine((query, ctx) => {
    if (query.make !== undefined && query.year === undefined)
      ctx.addIssue({ code: 'custom', path: ['make'], message: PICKER_ORDER_MESSAGE });
    if (query.model !== undefined && query.make === undefined)
      ctx.addIssue({ code: 'custom', path: ['model'], message: PICKER_ORDER_MESSAGE });
  });

export const plateQuerySchema = z.strictObject({
  plate: z
    .string({ error: PLATE_REQUIRED_MESSAGE })
    .trim()
    .min(1, PLATE_REQUIRED_MESSAGE)
    .max(20, PLATE_REQUIRED_MESSAGE),
  state: z
    .string({ error: PLATE_STATE_REQUIRED_MESSAGE })
    .trim()
    .min(1, PLATE_STATE_REQUIRED_MESSAGE)
    .max(4, PLATE_STATE_REQUIRED_MESSAGE),
});

type Errors = Record<string, string>;

function json(body: unknown, status: number, cache = 'no-store'): Response {
  return Response.json(body, { status, headers: { 'cache-control': cache } });
}

const fieldErrors = (error: z.ZodError): Errors => fieldErrorsOf(error, 'query');

const queryObject = (request: Request) => Object.fromEntries(new URL(request.url).searchParams.entries());

/** `GET /api/vehicles/options`: years; `?year` makes; `?year&make` models; `?year&make&model` trims. */
export async function handlePickerOptions(request: Request, picker: VehiclePicker): Promise<Response> {
  const parsed = pickerQuerySchema.safeParse(queryObject(request));
  if (!parsed.success) return json({ errors: fieldErrors(parsed.error) }, 400);
  const { year, make, model } = parsed.data;
  let body: PickerResponse;
  if (year === undefined) body = { level: 'years', options: (await picker.years()).map(String) };
  else if (make === undefined) body = { level: 'makes', options: await picker.makes(year) };
  else if (model === undefined) body = { level: 'models', options: await picker.models(year, make) };
  else body = { level: 'trims', options: await picker.trims(year, make, model) };
  // The table changes only with a new seed or book edition: a short shared cache is safe.
  return json(body, 200, 'public, max-age=300');
}

/** `GET /api/vehicles/plate?plate=&state=`: 200 with the vehicle, 404 with a clear message when unknown. */
export async function handlePlateLookup(request: Request, plates: PlateAdapter): Promise<Response> {
  const parsed = plateQuerySchema.safeParse(queryObject(request));
  if (!parsed.success) return json({ errors: fieldErrors(parsed.error) }, 400);
  const result = await plates.lookup(parsed.data);
  if (result.status === 'invalid') return json({ errors: result.fieldErrors }, 400);
  if (result.status === 'unknown') return json({ errors: { plate: result.message } }, 404);
  return json({ plate: result.plate, state: result.state, vehicle: result.vehicle }, 200);
}
