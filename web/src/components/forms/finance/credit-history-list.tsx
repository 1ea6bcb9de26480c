'use client';

import type { ReactNode } from 'react';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';

import { MAX_HISTORY_ENTRIES, needsPreviousEntry, type HistoryEntryTime } from '@/lib/finance/history-coverage';
import { interpolate } from '@/lib/i18n/interpolate';

import { errorAt } from '../kit/show-field-errors';
import styles from '../lead-form.module.css';
import { creditFieldId, type CreditApplicationValues } from './credit-application-steps';
import type { CreditPerson } from './credit-person-fields';
import financeStyles from './finance-form.module.css';

export interface CreditHistoryListProps<Entry extends object> {
  who: CreditPerson;
  list: 'residences' | 'employments';
  /** The current entry's legend, and a previous one's (`{number}`: 1, 2, …). */
  currentLegend: string;
  previousLegend: string;
  removeLabel: string;
  addLabel: string;
  emptyEntry: () => Entry;
  /** An entry's time there, as the two-year rule reads it. */
  timeOf: (entry: Entry) => HistoryEntryTime;
  /** The entry's fields; `prefix` is its form path (`applicant.residences.1`). */
  children: (prefix: string, index: number) => ReactNode;
}

interface AddEntryButtonProps<Entry> {
  name: `${CreditPerson}.${'residences' | 'employments'}`;
  count: number;
  timeOf: (entry: Entry) => HistoryEntryTime;
  label: string;
  onAdd: () => void;
}

/** Shown while the entries cover less than two years; watches the answers itself, so typing re-renders only it. */
function AddEntryButton<Entry>({ name, count, timeOf, label, onAdd }: AddEntryButtonProps<Entry>) {
  const { control } = useFormContext<CreditApplicationValues>();
  const entries = useWatch({ control, name }) as unknown as Entry[];
  if (!needsPreviousEntry((entries ?? []).map(timeOf)) || count >= MAX_HISTORY_ENTRIES) return null;
  return (
    <button type="button" className={financeStyles.secondary} onClick={onAdd}>
      {label}
    </button>
  );
}

/**
 * A history (addresses, employers): the current entry and, while the entries cover less than two years, a button
 * to add a previous one (up to the maximum). The list's own message sits under the entries.
 */
export function CreditHistoryList<Entry extends object>({
  who,
  list,
  currentLegend,
  previousLegend,
  removeLabel,
  addLabel,
  emptyEntry,
  timeOf,
  children,
}: CreditHistoryListProps<Entry>) {
  const name = `${who}.${list}` as const;
  const { control } = useFormContext<CreditApplicationValues>();
  // Adding an entry leaves focus on the button the visitor pressed.
  const { fields, append, remove } = useFieldArray({ control, name });
  const { errors } = useFormState({ control, name });
  const listError = errorAt(errors, `${name}.root`);
  const numbered = (text: string, index: number) => interpolate(text, { number: index });

  return (
    <>
      {fields.map((field, index) => (
        <fieldset key={field.id} className={financeStyles.group}>
          <legend className={financeStyles.legend}>
            {index === 0 ? currentLegend : numbered(previousLegend, index)}
          </legend>
          {children(`${name}.${index}`, index)}
          {index > 0 ? (
            <button type="button" className={financeStyles.secondary} onClick={() => remove(index)}>
              {numbered(removeLabel, index)}
            </button>
          ) : null}
        </fieldset>
      ))}
      {listError ? (
        <p id={creditFieldId(name)} tabIndex={-1} className={styles.error}>
          {listError}
        </p>
      ) : null}
      <AddEntryButton<Entry>
        name={name}
        count={fields.length}
        timeOf={timeOf}
        label={addLabel}
        onAdd={() => append(emptyEntry() as never, { shouldFocus: false })}
      />
    </>
  );
}
