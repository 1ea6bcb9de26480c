'use client';

import '@/lib/zod-jitless';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { z } from 'zod';

import { fetchJson } from '@/lib/http/fetch-json';
import { applyPhoneInputMask } from '@/lib/leads/phone-input';
import { fireOfferShown } from '@/lib/tracking/fire-conversion';
import { customerShape } from '@/lib/leads/schemas/common';

import type { ContactFieldName } from '../forms/contact-fields';
import formStyles from '../forms/lead-form.module.css';
import { browserProfile, saveProfileAfterLead } from '../forms/visitor-profile-client';
import { contactFieldId, ContactStep, type ContactTexts, type ContactValues } from './contact-step';
import {
  CONTACT_STEP,
  contactExtras,
  currentStepIndex,
  flowSteps,
  initialFlowState,
  OFFER_ID_TOKEN,
  offerRequestBody,
  parseStoredState,
  serializeState,
  STORAGE_KEY,
  validateQuestionStep,
  validateVehicle,
  VEHICLE_STEP,
  type FlowQuestionnaire,
  type FlowState,
  type VehicleDraft,
  type VehicleErrors,
} from './flow-state';
import { interpretOfferResponse } from './offer-response';
import { firstControlId, QuestionStep } from './question-step';
import styles from './sell-flow.module.css';
import { StepTransition } from './step-transition';
import { format, optionLabelKey, type SellFlowStrings } from './strings';
import { VehicleStep, type PlateLookupState } from './vehicle-step';

export interface SellFlowProps {
  questionnaire: FlowQuestionnaire;
  strings: SellFlowStrings;
  /** Named in the cell-phone disclaimer. */
  dealerName: string;
  /** The contact step's labels, phone disclaimer and field messages in the page's words. */
  contactTexts?: ContactTexts;
  /** The plate lookup's states (USPS codes). */
  states: readonly string[];
  colors: readonly { value: string; label: string }[];
  /** The offer page path from the route map, with OFFER_ID_TOKEN where the id goes. */
  offerPath: string;
  /** siteSettings.cookieTier: whether the visitor profile may be saved without a stored consent choice. */
  cookieTier: number | null;
}

/** Lead form rule: the contact fields start from the visitor profile cookies. */
function profileContact(): ContactValues {
  const profile = browserProfile();
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    email: profile.email ?? '',
    // Shown in the phone input mask, like every lead form's prefill.
    phone: applyPhoneInputMask('', profile.phone ?? ''),
  };
}

const contactSchema = z.strictObject(customerShape);

interface Status {
  tone: 'info' | 'error';
  text: string;
  /** A button under the message that takes the visitor to the step to fix. */
  goTo?: string;
}

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage blocked: the flow still works, it just cannot resume
  }
}

function writeStorage(value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, value);
  } catch {
    // ignore: see readStorage
  }
}

/** The whole sell flow: identify the vehicle, one step per questionnaire category, contact details, then the offer. */
export function SellFlow({
  questionnaire,
  strings,
  dealerName,
  contactTexts,
  states,
  colors,
  offerPath,
  cookieTier,
}: SellFlowProps) {
  const router = useRouter();
  const [initial] = useState(() => parseStoredState(readStorage()));
  const [state, setState] = useState<FlowState>(() => initial ?? initialFlowState());
  const [contact, setContact] = useState<ContactValues>(profileContact);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status | null>(() =>
    initial ? { tone: 'info', text: strings['sellFlow.resumed'] } : null,
  );
  const [submitting, setSubmitting] = useState(false);
  const [plateLookup, setPlateLookup] = useState<PlateLookupState>({ busy: false, message: null });
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

  const changeVehicle = useCallback((patch: Partial<VehicleDraft>) => {
    setState((previous) => ({ ...previous, vehicle: { ...previous.vehicle, ...patch } }));
    setErrors((previous) => {
      const next = { ...previous };
      for (const key of Object.keys(patch)) delete next[key];
      if ('method' in patch) for (const key of ['vin', 'year', 'make', 'model', 'plate', 'state']) delete next[key];
      if ('plate' in patch || 'state' in patch) delete next.plate;
      return next;
    });
    if ('plate' in patch || 'state' in patch) setPlateLookup({ busy: false, message: null });
  }, []);

  const answer = useCallback((questionId: string, value: string | string[]) => {
    setState((previous) => ({ ...previous, answers: { ...previous.answers, [questionId]: value } }));
    setErrors((previous) => {
      const next = { ...previous };
      delete next[questionId];
      return next;
    });
  }, []);

  const focusFirstError = (fieldIds: string[]) => {
    requestAnimationFrame(() => {
      for (const fieldId of fieldIds) {
        const element = document.getElementById(fieldId);
        if (element) {
          element.focus();
          return;
        }
      }
    });
  };

  /** Looks the plate up; true when found (the vehicle is then in state). */
  const lookupPlate = useCallback(async (): Promise<boolean> => {
    const { plate, state: plateState } = state.vehicle;
    setPlateLookup({ busy: true, message: null });
    try {
      const query = new URLSearchParams({ plate, state: plateState });
      const response = await fetchJson(`/api/vehicles/plate?${query.toString()}`);
      const body = response.body as {
        errors?: Record<string, string>;
        plate?: string;
        state?: string;
        vehicle?: { year: number; make: string; model: string; trim: string | null };
      } | null;
      if (response.ok && body?.vehicle) {
        const { year, make, model, trim } = body.vehicle;
        changeVehicle({ plateVehicle: { year, make, model, trim, plate, state: plateState.trim().toUpperCase() } });
        setPlateLookup({ busy: false, message: null });
        return true;
      }
      const fieldErrors = body?.errors ?? {};
      setPlateLookup({ busy: false, message: fieldErrors.plate ?? null });
      setErrors((previous) => ({ ...previous, ...fieldErrors }));
      if (!fieldErrors.plate && !fieldErrors.state)
        setPlateLookup({ busy: false, message: strings['sellFlow.plate.error'] });
      return false;
    } catch {
      setPlateLookup({ busy: false, message: strings['sellFlow.plate.error'] });
      return false;
    }
  }, [changeVehicle, state.vehicle, strings]);

  const vehicleErrorIds = (found: VehicleErrors) =>
    (['vin', 'year', 'make', 'model', 'plate', 'state', 'mileage'] as const)
      .filter((key) => found[key])
      .map((key) => `sell-vehicle-${key}`);

  async function next(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
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
      if (Object.keys(found).length > 0) {
        setErrors(found as Record<string, string>);
        setStatus({ tone: 'error', text: strings['sellFlow.fixErrors'] });
        focusFirstError(vehicleErrorIds(found));
        return;
      }
    } else if (step.kind === 'questions') {
      const found = validateQuestionStep(questionnaire, state.answers, step);
      if (Object.keys(found).length > 0) {
        setErrors(found);
        setStatus({ tone: 'error', text: strings['sellFlow.fixErrors'] });
        focusFirstError(Object.keys(found).map(firstControlId));
        return;
      }
    } else {
      await submit();
      return;
    }
    setErrors({});
    setStatus(null);
    goTo(steps[index + 1]?.id ?? CONTACT_STEP);
  }

  async function submit() {
    const parsed = contactSchema.safeParse(contact);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      setStatus({ tone: 'error', text: strings['sellFlow.fixErrors'] });
      focusFirstError(
        (['firstName', 'lastName', 'email', 'phone'] as const).filter((name) => found[name]).map(contactFieldId),
      );
      return;
    }
    const body = offerRequestBody(questionnaire, state);
    if (!body) {
      setStatus({ tone: 'error', text: strings['sellFlow.fixErrors'], goTo: VEHICLE_STEP });
      return;
    }
    setSubmitting(true);
    setErrors({});
    setStatus({ tone: 'info', text: strings['sellFlow.submitting'] });
    let outcome;
    try {
      const response = await fetchJson('/api/offers', {
        method: 'POST',
        body: {
          ...body,
          contact: {
            ...parsed.data,
            ...contactExtras(state.vehicle, {
              color: (value) => colors.find((color) => color.value === value)?.label,
              option: (value) => strings[optionLabelKey(value)] ?? value,
            }),
          },
        },
      });
      outcome = interpretOfferResponse(response.status, response.body, strings);
    } catch {
      setSubmitting(false);
      setStatus({ tone: 'error', text: strings['sellFlow.error.network'] });
      return;
    }
    if (outcome.kind === 'offer') {
      writeStorage(null);
      // The quote with contact details is a SELL_OR_TRADE lead: remember the visitor like every lead form does.
      saveProfileAfterLead(parsed.data, cookieTier);
      fireOfferShown(outcome.id);
      // The offer page reveals the offers with an animation: fetch it while the page loads.
      void import('../offer-page/offer-reveal-motion');
      router.push(offerPath.replace(OFFER_ID_TOKEN, encodeURIComponent(outcome.id)));
      return; // stays "submitting" until the offer page replaces this one
    }
    setSubmitting(false);
    if (outcome.kind === 'contact') {
      setErrors(outcome.errors);
      focusFirstError(Object.keys(outcome.errors).map((name) => contactFieldId(name as ContactFieldName)));
      setStatus({ tone: 'error', text: outcome.message });
    } else if (outcome.kind === 'vehicle') {
      setErrors(outcome.errors as Record<string, string>);
      setStatus({ tone: 'error', text: outcome.message, goTo: VEHICLE_STEP });
    } else if (outcome.kind === 'answers') {
      setErrors(outcome.errors);
      const firstStep = steps.find((item) =>
        item.questions.some((question) => outcome.errors[question.questionId ?? '']),
      );
      setStatus({ tone: 'error', text: outcome.message, goTo: firstStep?.id });
    } else {
      setStatus({ tone: 'error', text: outcome.message });
    }
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
    setPlateLookup({ busy: false, message: null });
  }

  const progressText = format(strings['sellFlow.progress'], {
    current: index + 1,
    total: steps.length,
    title: step.title,
  });
  const isLast = step.id === CONTACT_STEP;

  return (
    <div className={styles.flow}>
      <div className={styles.progress}>
        <p className={styles.progressText}>{progressText}</p>
        <ol className={styles.progressBar} aria-label={strings['sellFlow.progressLabel']}>
          {steps.map((item, position) => (
            <li
              key={item.id}
              aria-current={position === index ? 'step' : undefined}
              className={[
                styles.progressItem,
                position < index ? styles.progressDone : '',
                position === index ? styles.progressCurrent : '',
              ].join(' ')}
            >
              <span className={styles.visuallyHidden}>{item.title}</span>
            </li>
          ))}
        </ol>
      </div>

      <div>
        <h2 ref={headingRef} tabIndex={-1} className={styles.heading} id="sell-step-heading">
          {step.title}
        </h2>
        {step.description ? <p className={styles.intro}>{step.description}</p> : null}
      </div>

      <form className={styles.form} noValidate onSubmit={next} aria-labelledby="sell-step-heading">
        <StepTransition stepId={step.id} index={index}>
          {step.kind === 'vehicle' ? (
            <VehicleStep
              vehicle={state.vehicle}
              errors={errors as VehicleErrors}
              strings={strings}
              states={states}
              colors={colors}
              plateLookup={plateLookup}
              onChange={changeVehicle}
              onLookupPlate={() => void lookupPlate()}
            />
          ) : step.kind === 'questions' ? (
            <QuestionStep
              questions={step.questions}
              answers={state.answers}
              errors={errors}
              strings={strings}
              onAnswer={answer}
            />
          ) : (
            <ContactStep
              values={contact}
              errors={errors}
              dealerName={dealerName}
              texts={contactTexts}
              onChange={(name, value) => {
                setContact((previous) => ({ ...previous, [name]: value }));
                setErrors((previous) => {
                  const nextErrors = { ...previous };
                  delete nextErrors[name];
                  return nextErrors;
                });
              }}
            />
          )}
        </StepTransition>

        <div className={styles.statusBox}>
          <p
            role="status"
            aria-live="polite"
            className={[formStyles.status, status?.tone === 'error' ? formStyles.statusError : ''].join(' ')}
          >
            {status?.text ?? ''}
          </p>
          {status?.goTo && status.goTo !== step.id ? (
            <button type="button" className={styles.linkButton} onClick={() => goTo(status.goTo ?? VEHICLE_STEP)}>
              {strings['sellFlow.error.editVehicle']}
            </button>
          ) : null}
        </div>

        <div className={styles.actions}>
          {index > 0 ? (
            <button type="button" className={styles.secondary} onClick={back}>
              {strings['sellFlow.back']}
            </button>
          ) : (
            <span />
          )}
          <button type="submit" className={formStyles.submit} aria-disabled={submitting || undefined}>
            {isLast
              ? submitting
                ? strings['sellFlow.submitting']
                : strings['sellFlow.submit']
              : strings['sellFlow.next']}
          </button>
        </div>
      </form>

      <div>
        <button type="button" className={styles.linkButton} onClick={startOver}>
          {strings['sellFlow.startOver']}
        </button>
      </div>
    </div>
  );
}
