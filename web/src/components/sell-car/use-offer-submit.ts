'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { loadLaterSteps } from './load-later-steps';
import type { OfferSubmitInput } from './offer-submit';

/** The last step's submit (offer-submit.ts, in the later steps' chunk) and whether a quote is on its way. */
export function useOfferSubmit(input: OfferSubmitInput) {
  const router = useRouter();
  const [submitting, setSubmitting] = useState(false);

  async function submit() {
    let later;
    try {
      later = await loadLaterSteps();
    } catch {
      input.setStatus({ tone: 'error', text: input.strings['sellFlow.error.network'] });
      return;
    }
    await later.submitOffer({ ...input, setSubmitting, goToOffer: (path) => router.push(path) });
  }

  return { submitting, submit };
}
