'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';

import type { ContactFieldName } from '../forms/contact-fields';
import type { ContactValues } from './contact-step';
import {
  CONTACT_STEP,
  currentStepIndex,
  flowSteps,
  initialFlowState,
  parseStoredState,
  serializeState,
  validateQuestionStep,
  validateVehicle,
  type FlowQuestionnaire,
  type FlowState,
  type VehicleDraft,
  type VehicleErrors,
} from './flow-state';
import type { FlowStatus } from './flow-status';
import { focusFirstError, profileContact, readStorage, writeStorage } from './flow-storage';
import { loadLaterSteps } from './load-later-steps';
import { firstControlId } from './question-ids';
import type { SellFlowStrings } from './strings';
import type { OfferTarget } from './offer-submit';
import { useOfferSubmit } from './use-offer-submit';
import { usePlateLookup } from './use-plate-lookup';

const VEHICLE_FIELDS = ['vin', 'year', 'make', 'model', 'plate', 'state', 'mileage'] as const;
const vehicleErrorIds = (found: VehicleErrors) =>
  VEHICLE_FIELDS.filter((key) => found[key]).map((key) => `sell-vehicle-${key}`);

/** Without the given keys (a field the visitor changed loses its message). */
function without(errors: Record<string, string>, keys: readonly string[]): Record<string, string> {
  const next = { ...errors };
  for (const key of keys) delete next[key];
  return next;
}

/**
 * The sell flow's state: where the visitor is, the vehicle and answers (kept in the browser so the flow resumes),
 * the contact details (in memory only), field messages and the status line; and what each button does.
 */
export function useSellFlow(questionnaire: FlowQuestionnaire, strings: SellFlowStrings, target: OfferTarget) {
  const [initial] = useState(() => parseStoredState(readStorage()));
  const [state, setState] = useState<FlowState>(() => initial ?? initialFlowState());
  const [contact, setContact] = useState<ContactValues>(profileContact);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<FlowStatus | null>(() =>
    initial ? { tone: 'info', text: strings['sellFlow.resumed'] } : null,
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lastStep = useRef<string | null>(null);

  const steps = useMemo(
    () => flowSteps(questionnaire, state.answers, strings),
    [questionnaire, state.answers, strings],
  );
  const index = currentStepIndex(steps, state.step);
  const step = steps[index] ?? steps[0]!;

  useEffect(() => {
    writeStorage(serializeState(state));
  }, [state]);

  // Move focus to the new step's heading so keyboard and screen reader users start at its top (not on first load).
  useEffect(() => {
    if (lastStep.current !== null && lastStep.current !== step.id) headingRef.current?.focus();
    lastStep.current = step.id;
  }, [step.id]);

  const goTo = useCallback((stepId: string) => setState((previous) => ({ ...previous, step: stepId })), []);

  const plate = usePlateLookup(strings, setErrors);
  const { resetLookup } = plate;
  const changeVehicle = useCallback(
    (patch: Partial<VehicleDraft>) => {
      setState((previous) => ({ ...previous, vehicle: { ...previous.vehicle, ...patch } }));
      setErrors((previous) => {
        const keys: string[] = Object.keys(patch);
        if ('method' in patch) keys.push('vin', 'year', 'make', 'model', 'plate', 'state');
        if ('plate' in patch || 'state' in patch) keys.push('plate');
        return without(previous, keys);
      });
      if ('plate' in patch || 'state' in patch) resetLookup();
    },
    [resetLookup],
  );
  const lookupPlate = useCallback(
    () => plate.lookup(state.vehicle, changeVehicle),
    [plate, state.vehicle, changeVehicle],
  );

  const answer = useCallback((questionId: string, value: string | string[]) => {
    setState((previous) => ({ ...previous, answers: { ...previous.answers, [questionId]: value } }));
    setErrors((previous) => without(previous, [questionId]));
  }, []);

  const changeContact = useCallback((name: ContactFieldName, value: string) => {
    setContact((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => without(previous, [name]));
  }, []);

  const offer = useOfferSubmit({ questionnaire, strings, target, state, contact, steps, setErrors, setStatus });

  const fail = (found: Record<string, string>, fieldIds: string[]) => {
    setErrors(found);
    setStatus({ tone: 'error', text: strings['sellFlow.fixErrors'] });
    focusFirstError(fieldIds);
  };

  async function next(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (offer.submitting) return;
    if (step.kind === 'vehicle') {
      let found = validateVehicle(state.vehicle, strings);
      if (found.plate === strings['sellFlow.plate.lookupFirst']) {
        // "Continue" looks the plate up when the visitor has not pressed "Find my vehicle" yet.
        const rest: VehicleErrors = { ...found };
        delete rest.plate;
        found = rest;
        if (!(await lookupPlate())) {
          setErrors((previous) => ({ ...previous, ...rest }));
          setStatus({ tone: 'error', text: strings['sellFlow.fixErrors'] });
          focusFirstError(['sell-vehicle-plate']);
          return;
        }
      }
      if (Object.keys(found).length > 0) return fail(found as Record<string, string>, vehicleErrorIds(found));
    } else if (step.kind === 'questions') {
      const found = validateQuestionStep(questionnaire, state.answers, step);
      if (Object.keys(found).length > 0) return fail(found, Object.keys(found).map(firstControlId));
    } else {
      await offer.submit();
      return;
    }
    try {
      // The next steps' code: usually prefetched while the visitor filled in this one.
      await loadLaterSteps();
    } catch {
      setStatus({ tone: 'error', text: strings['sellFlow.error.network'] });
      return;
    }
    setErrors({});
    setStatus(null);
    goTo(steps[index + 1]?.id ?? CONTACT_STEP);
  }

  function back() {
    const previous = steps[index - 1];
    if (!previous) return;
    setStatus(null);
    goTo(previous.id);
  }

  function startOver() {
    writeStorage(null);
    setState(initialFlowState());
    setContact(profileContact());
    setErrors({});
    setStatus(null);
    resetLookup();
  }

  return {
    state,
    contact,
    errors,
    status,
    steps,
    index,
    step,
    headingRef,
    submitting: offer.submitting,
    plateLookup: plate.state,
    goTo,
    changeVehicle,
    lookupPlate,
    answer,
    changeContact,
    next,
    back,
    startOver,
  };
}
