/**
 * Whole-document loads, in one place so tests can replace them (jsdom cannot navigate): used after a failed chunk
 * load and once a new build is noticed.
 */
export function reloadPage(): void {
  window.location.reload();
}

export function loadPage(href: string): void {
  window.location.assign(href);
}
