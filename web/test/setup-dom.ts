// Browser APIs jsdom lacks but Chakra v3 and our components use.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { matchMediaStub } from './match-media';

// waitFor/findBy give up after 1 s by default; on a loaded two-core machine React's scheduled work (a passive effect
// that moves focus, a resolved action's render) can take longer. A check that never passes still fails, later.
configure({ asyncUtilTimeout: 5_000 });

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
globalThis.structuredClone ??= <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
window.matchMedia ??= matchMediaStub(false);
