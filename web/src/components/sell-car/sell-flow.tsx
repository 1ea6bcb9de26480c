'use client';

import formStyles from '../forms/lead-form.module.css';
import type { ContactTexts } from './contact-step';
import { CONTACT_STEP, type FlowQuestionnaire, type VehicleErrors } from './flow-state';
import { FlowProgress } from './flow-progress';
import { FlowStatusLine } from './flow-status';
import styles from './sell-flow.module.css';
import { StepTransition } from './step-transition';
import type { SellFlowStrings } from './strings';
import { useLaterSteps } from './use-later-steps';
import { useSellFlow } from './use-sell-flow';
import { VehicleStep } from './vehicle-step';

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

/**
 * The whole sell flow: identify the vehicle, one step per questionnaire category, contact details, then the offer.
 * This chunk carries the first step only; the later steps load when the visitor gets there (use-later-steps.ts).
 */
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
  // The heading's ref apart from the render values (React compiler's ref rule).
  const { headingRef, ...flow } = useSellFlow(questionnaire, strings, { colors, offerPath, cookieTier });
  const { step, index, errors, submitting } = flow;
  const isLast = step.id === CONTACT_STEP;
  // The question and contact steps are their own chunk: the first step draws and checks without them.
  const later = useLaterSteps(step.kind !== 'vehicle');

  return (
    <div className={styles.flow}>
      <FlowProgress steps={flow.steps} index={index} strings={strings} />

      <div>
        <h2 ref={headingRef} tabIndex={-1} className={styles.heading} id="sell-step-heading">
          {step.title}
        </h2>
        {step.description ? <p className={styles.intro}>{step.description}</p> : null}
      </div>

      <form className={styles.form} noValidate onSubmit={flow.next} aria-labelledby="sell-step-heading">
        <StepTransition stepId={step.id} index={index}>
          {step.kind === 'vehicle' ? (
            <VehicleStep
              vehicle={flow.state.vehicle}
              errors={errors as VehicleErrors}
              strings={strings}
              states={states}
              colors={colors}
              plateLookup={flow.plateLookup}
              onChange={flow.changeVehicle}
              onLookupPlate={() => void flow.lookupPlate()}
            />
          ) : !later ? (
            <p className={styles.placeholder} aria-busy="true">
              {strings['sellFlow.loading']}
            </p>
          ) : step.kind === 'questions' ? (
            <later.QuestionStep
              questions={step.questions}
              answers={flow.state.answers}
              errors={errors}
              strings={strings}
              onAnswer={flow.answer}
            />
          ) : (
            <later.ContactStep
              values={flow.contact}
              errors={errors}
              dealerName={dealerName}
              texts={contactTexts}
              onChange={flow.changeContact}
            />
          )}
        </StepTransition>

        <FlowStatusLine
          status={flow.status}
          currentStep={step.id}
          goToLabel={strings['sellFlow.error.editVehicle']}
          onGoTo={flow.goTo}
        />

        <div className={styles.actions}>
          {index > 0 ? (
            <button type="button" className={styles.secondary} onClick={flow.back}>
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
        <button type="button" className={styles.linkButton} onClick={flow.startOver}>
          {strings['sellFlow.startOver']}
        </button>
      </div>
    </div>
  );
}
