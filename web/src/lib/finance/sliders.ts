/** Slider helpers: values snap to the slider's step inside its range. */
import { CASH_DOWN_DEFAULT_PERCENT, CASH_DOWN_SLIDER, type SliderRange } from './constants';

/** Nearest allowed value: clamped to [min, max], then to the nearest step counted from min. */
export function snapToSlider(value: number, range: SliderRange): number {
  if (!Number.isFinite(value)) return range.default;
  const clamped = Math.min(range.max, Math.max(range.min, value));
  const steps = Math.round((clamped - range.min) / range.step);
  return Math.min(range.max, range.min + steps * range.step);
}

/** Every allowed value, for select fallbacks and tests. */
export function sliderValues(range: SliderRange): number[] {
  const values: number[] = [];
  for (let value = range.min; value <= range.max; value += range.step) values.push(value);
  return values;
}

/**
 * Default cash down ("1,000 or 10%"): the greater of $1,000 and 10% of the price, on the slider's step and
 * within its range. Without a price (the generic calculator) it is $1,000.
 */
export function defaultCashDown(priceDollars?: number | null): number {
  if (!priceDollars || priceDollars <= 0) return CASH_DOWN_SLIDER.default;
  const tenPercent = (priceDollars * CASH_DOWN_DEFAULT_PERCENT) / 100;
  return snapToSlider(Math.max(CASH_DOWN_SLIDER.default, tenPercent), CASH_DOWN_SLIDER);
}
