import type { Dispatch, SetStateAction } from 'react';

import { fetchJson } from '@/lib/http/fetch-json';
import { parseLanguage } from '@/lib/i18n/language';
import { fireOfferShown } from '@/lib/tracking/fire-conversion';

import type { ContactFieldName } from '../forms/contact-fields';
import { saveProfileAfterLead } from '../forms/visitor-profile-client';
import { contactFieldId, type ContactValues } from './contact-step';
import {
  contactExtras,
  OFFER_ID_TOKEN,
  offerRequestBody,
  VEHICLE_STEP,
  type FlowQuestionnaire,
  type FlowState,
  type FlowStep,
} from './flow-state';
import { focusFirstError, writeStorage } from './flow-storage';
import { interpretOfferResponse } from './offer-response';
import { optionLabelKey, type SellFlowStrings } from './strings';
import type { FlowStatus } from './flow-status';

/** The contact schema's module, fetched on the first submit (the flow renders and steps without it). */
const loadContactSchema = () => import('./offer-contact-schema').then((module) => module.offerContactSchema);

/** Where a quote goes and what it carries besides the flow: colour names, the offer page, the cookie tier. */
export interface OfferTarget {
  colors: readonly { value: string; label: string }[];
  /** The offer page path from the route map, with OFFER_ID_TOKEN where the id goes. */
  offerPath: string;
  /** siteSettings.cookieTier: whether the visitor profile may be saved without a stored consent choice. */
  cookieTier: number | null;
}

export interface OfferSubmitInput {
  questionnaire: FlowQuestionnaire;
  strings: SellFlowStrings;
  target: OfferTarget;
  state: FlowState;
  contact: ContactValues;
  steps: readonly FlowStep[];
  setErrors: Dispatch<SetStateAction<Record<string, string>>>;
  setStatus: Dispatch<SetStateAction<FlowStatus | null>>;
}

/**
 * The last step's submit: the contact details checked with the lead schema, the quote requested, then the offer page
 * (the visitor remembered as after every lead); a refusal shows its messages on the fields or the step to fix. In the
 * later steps' chunk (later-steps.ts) with the contact step: the first step loads without it.
 */
export async function submitOffer({
  questionnaire,
  strings,
  target,
  state,
  contact,
  steps,
  setErrors,
  setStatus,
  setSubmitting,
  goToOffer,
}: OfferSubmitInput & {
  setSubmitting: (submitting: boolean) => void;
  /** Opens the offer page (the router's push). */
  goToOffer: (path: string) => void;
}): Promise<void> {
  let contactSchema;
  try {
    contactSchema = await loadContactSchema();
  } catch {
    setStatus({ tone: 'error', text: strings['sellFlow.error.network'] });
    return;
  }
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
    // The page's language: the seller's offer e-mail is written in it.
    const lang = parseLanguage(document.documentElement.lang);
    const response = await fetchJson('/api/offers', {
      method: 'POST',
      ...(lang ? { headers: { 'accept-language': lang } } : {}),
      body: {
        ...body,
        contact: {
          ...parsed.data,
          ...contactExtras(state.vehicle, {
            color: (value) => target.colors.find((color) => color.value === value)?.label,
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
    saveProfileAfterLead(parsed.data, target.cookieTier, `offer-${outcome.id}`);
    fireOfferShown(outcome.id);
    // The offer page reveals the offers with an animation: fetch it while the page loads.
    void import('../offer-page/offer-reveal-motion');
    goToOffer(target.offerPath.replace(OFFER_ID_TOKEN, encodeURIComponent(outcome.id)));
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
