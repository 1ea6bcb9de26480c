/**
 * The car a popup trigger button belongs to (the "Price alert" of a vehicle card or of the vehicle page), written on
 * the button as JSON in `data-popup-vehicle`. The popup the button opens sends it with its lead, so the dealer knows
 * which car the visitor asked about (docs/popups.md#trigger-buttons). The keys are the lead API's vehicle fields.
 */
export interface TriggerVehicle {
  vin: string;
  year?: number;
  make?: string;
  model?: string;
  trim?: string;
  stockNumber?: string;
  condition?: string;
  price?: number;
  /** The vehicle page's path. */
  url?: string;
}

export const TRIGGER_VEHICLE_ATTRIBUTE = 'data-popup-vehicle';

const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;
const TEXT_KEYS = ['make', 'model', 'trim', 'stockNumber', 'condition', 'url'] as const;
const NUMBER_KEYS = ['year', 'price'] as const;

/** The attribute's value for a car: only the fields it has. */
export function triggerVehicleAttribute(vehicle: TriggerVehicle): string {
  return JSON.stringify(vehicle);
}

/**
 * The car of the trigger button a click landed on (or inside), or null: a click elsewhere, or an attribute that is
 * not a car (anything but the known keys with their types is left out; the lead API checks again).
 */
export function triggerVehicleOf(target: Element): TriggerVehicle | null {
  const raw = target
    .closest(`[data-popup-trigger][${TRIGGER_VEHICLE_ATTRIBUTE}]`)
    ?.getAttribute(TRIGGER_VEHICLE_ATTRIBUTE);
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const record = parsed as Record<string, unknown>;
  if (typeof record.vin !== 'string' || !VIN.test(record.vin)) return null;
  const vehicle: TriggerVehicle = { vin: record.vin };
  for (const key of TEXT_KEYS) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) vehicle[key] = value.trim();
  }
  for (const key of NUMBER_KEYS) {
    const value = record[key];
    if (typeof value === 'number' && Number.isFinite(value)) vehicle[key] = value;
  }
  return vehicle;
}
