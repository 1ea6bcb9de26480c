/** The toast stack's own text (region name, the hidden dismiss hint, the close button), uiStrings keys (en/es). */
export const TOAST_REGION_STRINGS = {
  'toast.region': 'Notifications',
  'toast.dismissHint': '(click to dismiss)',
  'toast.close': 'Close',
} as const;

export interface ToastRegionText {
  region: string;
  dismissHint: string;
  close: string;
}

export const DEFAULT_TOAST_REGION_TEXT: ToastRegionText = {
  region: TOAST_REGION_STRINGS['toast.region'],
  dismissHint: TOAST_REGION_STRINGS['toast.dismissHint'],
  close: TOAST_REGION_STRINGS['toast.close'],
};

/** The region text from resolved strings holding the three keys. */
export function toastRegionText(strings: Record<keyof typeof TOAST_REGION_STRINGS, string>): ToastRegionText {
  return { region: strings['toast.region'], dismissHint: strings['toast.dismissHint'], close: strings['toast.close'] };
}
