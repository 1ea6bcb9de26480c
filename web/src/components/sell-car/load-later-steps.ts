export type LaterSteps = typeof import('./later-steps');

let loaded: LaterSteps | null = null;
let pending: Promise<LaterSteps> | null = null;

/** The later steps' module once it has loaded (then the flow renders a later step without waiting). */
export const laterStepsLoaded = (): LaterSteps | null => loaded;

/** Loads the later steps' chunk once per page; a failed load (offline) is tried again on the next call. */
export function loadLaterSteps(): Promise<LaterSteps> {
  pending ??= import('./later-steps').then(
    (module) => (loaded = module),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}
