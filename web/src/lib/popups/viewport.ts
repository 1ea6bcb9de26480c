/** Mobile below 640 px. */
export const MOBILE_BREAKPOINT_PX = 640;

export function isMobileWidth(width: number): boolean {
  return width < MOBILE_BREAKPOINT_PX;
}

/** The popup's position: the mobile or desktop variant when set, else the plain position, else centre. */
export function popupPosition(
  settings:
    { position?: string | null; positionMobile?: string | null; positionDesktop?: string | null } | null | undefined,
  isMobile: boolean,
): string {
  const variant = isMobile ? settings?.positionMobile : settings?.positionDesktop;
  return variant || settings?.position || 'center';
}
