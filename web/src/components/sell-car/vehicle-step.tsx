'use client';

import { FormField } from '../forms/kit/form-field';
import formStyles from '../forms/lead-form.module.css';
import {
  describeVehicle,
  IDENTIFY_METHODS,
  plateLookupCurrent,
  type IdentifyMethod,
  type VehicleDraft,
  type VehicleErrors,
} from './flow-state';
import styles from './sell-flow.module.css';
import { format, localizeFlowErrors, optionLabelKey, VEHICLE_OPTIONS, type SellFlowStrings } from './strings';
import { usePickerOptions } from './use-picker-options';

export interface PlateLookupState {
  busy: boolean;
  /** The lookup's message when the plate is unknown or the lookup failed. */
  message: string | null;
}

export interface VehicleStepProps {
  vehicle: VehicleDraft;
  errors: VehicleErrors;
  strings: SellFlowStrings;
  states: readonly string[];
  colors: readonly { value: string; label: string }[];
  plateLookup: PlateLookupState;
  onChange: (patch: Partial<VehicleDraft>) => void;
  onLookupPlate: () => void;
}

const METHOD_LABEL: Record<IdentifyMethod, keyof SellFlowStrings> = {
  model: 'sellFlow.method.model',
  plate: 'sellFlow.method.plate',
  vin: 'sellFlow.method.vin',
};

const ID = 'sell-vehicle';
const id = (name: string) => `${ID}-${name}`;

function control(name: string, describedBy: string | undefined, invalid: boolean) {
  return {
    id: id(name),
    name,
    className: formStyles.control,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
  };
}

/** Options for a select: the loaded list, plus the current value while the list is still loading (a resume). */
const withCurrent = (options: readonly string[], current: string) =>
  current && !options.includes(current) ? [current, ...options] : options;

function ModelPickers({
  vehicle,
  errors,
  strings,
  onChange,
}: Pick<VehicleStepProps, 'vehicle' | 'errors' | 'strings' | 'onChange'>) {
  const years = usePickerOptions({});
  const makes = usePickerOptions(vehicle.year ? { year: vehicle.year } : null);
  const models = usePickerOptions(vehicle.year && vehicle.make ? { year: vehicle.year, make: vehicle.make } : null);
  const trims = usePickerOptions(
    vehicle.year && vehicle.make && vehicle.model
      ? { year: vehicle.year, make: vehicle.make, model: vehicle.model }
      : null,
  );
  const failed = years.failed || makes.failed || models.failed || trims.failed;
  const levels = [
    { name: 'year', label: strings['sellFlow.year.label'], state: years, value: vehicle.year, required: true,
      change: (year: string) => onChange({ year, make: '', model: '', trim: '' }) },
    { name: 'make', label: strings['sellFlow.make.label'], state: makes, value: vehicle.make, required: true,
      change: (make: string) => onChange({ make, model: '', trim: '' }), disabled: !vehicle.year },
    { name: 'model', label: strings['sellFlow.model.label'], state: models, value: vehicle.model, required: true,
      change: (model: string) => onChange({ model, trim: '' }), disabled: !vehicle.make },
    { name: 'trim', label: strings['sellFlow.trim.label'], state: trims, value: vehicle.trim, required: false,
      change: (trim: string) => onChange({ trim }), disabled: !vehicle.model },
  ] as const; // prettier-ignore
  return (
    <>
      <div className={formStyles.row}>
        {levels.map((level) => (
          <FormField
            key={level.name}
            id={id(level.name)}
            label={level.label}
            required={level.required}
            error={errors[level.name as keyof VehicleErrors]}
          >
            {(describedBy, invalid) => (
              <select
                {...control(level.name, describedBy, invalid)}
                value={level.value}
                disabled={'disabled' in level ? level.disabled : false}
                aria-busy={level.state.loading || undefined}
                onChange={(event) => level.change(event.target.value)}
              >
                <option value="">
                  {level.state.loading ? strings['sellFlow.pickerLoading'] : strings['sellFlow.choose']}
                </option>
                {withCurrent(level.state.options, level.value).map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ))}
      </div>
      {failed ? <p className={formStyles.error}>{strings['sellFlow.pickerError']}</p> : null}
    </>
  );
}

function PlateFields({
  vehicle,
  errors,
  strings,
  states,
  plateLookup,
  onChange,
  onLookupPlate,
}: Omit<VehicleStepProps, 'colors'>) {
  const found = plateLookupCurrent(vehicle) ? vehicle.plateVehicle : null;
  const plateError = errors.plate ?? (found ? undefined : (plateLookup.message ?? undefined));
  return (
    <>
      <div className={formStyles.row}>
        <FormField id={id('plate')} label={strings['sellFlow.plate.label']} required error={plateError}>
          {(describedBy, invalid) => (
            <input
              {...control('plate', describedBy, invalid)}
              type="text"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={12}
              value={vehicle.plate}
              onChange={(event) => onChange({ plate: event.target.value })}
            />
          )}
        </FormField>
        <FormField id={id('state')} label={strings['sellFlow.state.label']} required error={errors.state}>
          {(describedBy, invalid) => (
            <select
              {...control('state', describedBy, invalid)}
              value={vehicle.state}
              onChange={(event) => onChange({ state: event.target.value })}
            >
              <option value="">{strings['sellFlow.choose']}</option>
              {states.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div className={styles.inline}>
        <button
          type="button"
          className={styles.secondary}
          aria-disabled={plateLookup.busy || undefined}
          onClick={() => {
            if (!plateLookup.busy) onLookupPlate();
          }}
        >
          {plateLookup.busy ? strings['sellFlow.plate.finding'] : strings['sellFlow.plate.find']}
        </button>
      </div>
      {found ? (
        <p className={styles.found}>{format(strings['sellFlow.plate.found'], { vehicle: describeVehicle(found) })}</p>
      ) : null}
    </>
  );
}

/** Step 1: how the visitor identifies the car (VIN, pickers or plate), then mileage, colour and options. */
export function VehicleStep(props: VehicleStepProps) {
  const { vehicle, strings, colors, onChange } = props;
  const errors = localizeFlowErrors(props.errors, strings);
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{strings['sellFlow.method.legend']}</legend>
        <div className={styles.choices}>
          {IDENTIFY_METHODS.map((method) => (
            <label key={method} className={styles.choice}>
              <input
                type="radio"
                name="method"
                value={method}
                checked={vehicle.method === method}
                onChange={() => onChange({ method })}
              />
              <span className={styles.choiceText}>{strings[METHOD_LABEL[method]]}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {vehicle.method === 'vin' ? (
        <FormField
          id={id('vin')}
          label={strings['sellFlow.vin.label']}
          required
          error={errors.vin}
          hint={strings['sellFlow.vin.hint']}
        >
          {(describedBy, invalid) => (
            <input
              {...control('vin', describedBy, invalid)}
              type="text"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={20}
              value={vehicle.vin}
              onChange={(event) => onChange({ vin: event.target.value })}
            />
          )}
        </FormField>
      ) : vehicle.method === 'plate' ? (
        <PlateFields {...props} errors={errors} />
      ) : (
        <ModelPickers vehicle={vehicle} errors={errors} strings={strings} onChange={onChange} />
      )}

      <div className={formStyles.row}>
        <FormField
          id={id('mileage')}
          label={strings['sellFlow.mileage.label']}
          required
          error={errors.mileage}
          hint={strings['sellFlow.mileage.hint']}
        >
          {(describedBy, invalid) => (
            <input
              {...control('mileage', describedBy, invalid)}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={9}
              value={vehicle.mileage}
              onChange={(event) => onChange({ mileage: event.target.value })}
            />
          )}
        </FormField>
        <FormField id={id('color')} label={strings['sellFlow.color.label']}>
          {(describedBy, invalid) => (
            <select
              {...control('exteriorColor', describedBy, invalid)}
              id={id('color')}
              value={vehicle.exteriorColor}
              onChange={(event) => onChange({ exteriorColor: event.target.value })}
            >
              <option value="">{strings['sellFlow.color.none']}</option>
              {colors.map((color) => (
                <option key={color.value} value={color.value}>
                  {color.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{strings['sellFlow.options.legend']}</legend>
        <div className={styles.choices}>
          {VEHICLE_OPTIONS.map((option) => (
            <label key={option} className={styles.choice}>
              <input
                type="checkbox"
                name="options"
                value={option}
                checked={vehicle.options.includes(option)}
                onChange={(event) =>
                  onChange({
                    options: event.target.checked
                      ? [...vehicle.options.filter((item) => item !== option), option]
                      : vehicle.options.filter((item) => item !== option),
                  })
                }
              />
              <span className={styles.choiceText}>{strings[optionLabelKey(option)]}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
