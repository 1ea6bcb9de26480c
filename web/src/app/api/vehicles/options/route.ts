import { getVehiclePicker } from '@/server/valuation';
import { handlePickerOptions } from '@/server/vehicle-options/vehicle-options';

/** Year → make → model → trim choices for the sell flow's pickers (the valuation table's vehicles). */
export function GET(request: Request): Promise<Response> {
  return handlePickerOptions(request, getVehiclePicker());
}

// Reads the valuation table from the file system.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
