/** Service headings editors own: siteSettings.uiStrings keys with today's English wording as the fallback. */
export const SERVICE_STRINGS = {
  scheduleTitle: { key: 'service.schedule.title', en: 'Request your appointment', es: 'Solicite su cita' },
} as const;
