// Browser APIs jsdom lacks but Chakra v3 and our components use.
import '@testing-library/jest-dom';
import { matchMediaStub } from './match-media';

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
globalThis.structuredClone ??= <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
window.matchMedia ??= matchMediaStub(false);
