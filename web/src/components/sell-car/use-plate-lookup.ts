'use client';

import { useCallback, useMemo, useState, type Dispatch, type SetStateAction } from 'react';

import { fetchJson } from '@/lib/http/fetch-json';

import type { VehicleDraft } from './flow-state';
import type { SellFlowStrings } from './strings';
import type { PlateLookupState } from './vehicle-step';

interface PlateResponse {
  errors?: Record<string, string>;
  plate?: string;
  state?: string;
  vehicle?: { year: number; make: string; model: string; trim: string | null };
}

const IDLE: PlateLookupState = { busy: false, message: null };

/** The vehicle step's plate lookup: busy while it asks the server, then the vehicle found or the field's message. */
export function usePlateLookup(strings: SellFlowStrings, setErrors: Dispatch<SetStateAction<Record<string, string>>>) {
  const [state, setState] = useState<PlateLookupState>(IDLE);
  const resetLookup = useCallback(() => setState(IDLE), []);

  /** Looks the plate up; true when found (the vehicle is then in the flow's state through `changeVehicle`). */
  const lookup = useCallback(
    async (vehicle: VehicleDraft, changeVehicle: (patch: Partial<VehicleDraft>) => void): Promise<boolean> => {
      const { plate, state: plateState } = vehicle;
      setState({ busy: true, message: null });
      try {
        const query = new URLSearchParams({ plate, state: plateState });
        const response = await fetchJson(`/api/vehicles/plate?${query.toString()}`);
        const body = response.body as PlateResponse | null;
        if (response.ok && body?.vehicle) {
          const { year, make, model, trim } = body.vehicle;
          changeVehicle({ plateVehicle: { year, make, model, trim, plate, state: plateState.trim().toUpperCase() } });
          setState(IDLE);
          return true;
        }
        const fieldErrors = body?.errors ?? {};
        setState({ busy: false, message: fieldErrors.plate ?? null });
        setErrors((previous) => ({ ...previous, ...fieldErrors }));
        if (!fieldErrors.plate && !fieldErrors.state)
          setState({ busy: false, message: strings['sellFlow.plate.error'] });
        return false;
      } catch {
        setState({ busy: false, message: strings['sellFlow.plate.error'] });
        return false;
      }
    },
    [setErrors, strings],
  );

  return useMemo(() => ({ state, lookup, resetLookup }), [state, lookup, resetLookup]);
}
