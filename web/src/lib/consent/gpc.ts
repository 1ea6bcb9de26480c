/** Global Privacy Control: the `Sec-GPC: 1` request header (https://privacycg.github.io/gpc-spec/). */
export function gpcFromHeader(value: string | null | undefined): boolean {
  return value?.trim() === '1';
}

/** `navigator.globalPrivacyControl` (true only when the browser sends the signal). */
export function gpcFromNavigator(nav: { globalPrivacyControl?: unknown } | undefined): boolean {
  return nav?.globalPrivacyControl === true;
}
