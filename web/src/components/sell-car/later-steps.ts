/**
 * What the flow needs only once the visitor moves past the first step: the question and contact steps and the
 * offer request. One chunk, loaded by load-later-steps.ts; the first step (the page's first content) loads without it.
 */
export { ContactStep } from './contact-step';
export { submitOffer } from './offer-submit';
export { QuestionStep } from './question-step';
