/** Toast texts (summary + detail) and the toast constants (life 5000 ms, top-right). */

export const TOAST_LIFE_MS = 5000;

export interface ToastText {
  summary: string;
  detail: string;
}

export const LEAD_TOASTS = {
  contact: {
    success: {
      summary: 'Message sent!',
      detail: 'Your message was successfully sent. Someone from our dealership team will contact you soon',
    },
    error: {
      summary: 'Something went wrong.',
      detail: 'There was an error on sending your information. Please try again or just give us a call',
    },
  },
  careers: {
    success: { summary: 'Message sent!', detail: 'Thank you! Your submission has been received!' },
    error: { summary: 'Something went wrong.', detail: 'Oops! Something went wrong while submitting the form.' },
  },
  unlock: {
    success: { summary: 'Access Granted!', detail: 'Welcome to the private inventory.' },
    error: { summary: 'There was an error saving your information.', detail: '' },
  },
  testDrive: {
    success: {
      summary: 'Test Drive Scheduled.',
      detail: 'Your test drive has been scheduled, someone will reach out to confirm your appointment.',
    },
    error: { summary: 'Something went wrong.', detail: 'Please fill info about yourself.' },
  },
} as const satisfies Record<string, { success: ToastText; error: ToastText }>;

export type LeadToastGroup = keyof typeof LEAD_TOASTS;

/** The toast as one sentence pair, the way a screen reader hears it. */
export function toastMessage(toast: ToastText): string {
  return toast.detail ? `${toast.summary} ${toast.detail}` : toast.summary;
}
