// The type only: the schemas' value lists (and the route table they import) stay out of every island drawing an icon.
import type { IconName } from '@dealer/schemas/constants';

/**
 * The icons editors can pick (schemas ICON_NAMES); each is drawn by its `i-<name>` class in theme/globals.css. The
 * type says this list is exactly the schemas' names.
 */
const NAMES = {
  car: true,
  cash: true,
  document: true,
  lock: true,
  percent: true,
  shield: true,
  handshake: true,
  wrench: true,
  calendar: true,
  phone: true,
} satisfies Record<IconName, true>;

export const isIconName = (name: string): name is IconName => Object.hasOwn(NAMES, name);

/**
 * Decorative icon by name; an unknown name logs and falls back to the question-mark icon (`i-unknown`). An empty
 * element: the stylesheet draws it (theme/globals.css), its default size (48 px) is the global `icon` class, and any
 * class of its own sizes it. A page draws dozens of these, and an inline <svg> would repeat its path in the markup
 * and the payload.
 */
export function Icon({ name, className }: { name: string | null | undefined; className?: string }) {
  if (!name) return null;
  let drawing = 'unknown';
  if (isIconName(name)) drawing = name;
  else console.warn(`Icon "${name}" not found`);
  return <span className={`icon i-${drawing}${className ? ` ${className}` : ''}`} />;
}
