// The type only: the schemas' value lists (and the route table they import) stay out of every island drawing an icon.
import type { IconName } from '@dealer/schemas/constants';

/** 24×24 stroke paths for the icons editors can pick (schemas ICON_NAMES). */
const PATHS: Record<IconName, string> = {
  car: 'M3 13l2-5a2 2 0 0 1 2-1h10a2 2 0 0 1 2 1l2 5v5h-2.5M3 13v5h2.5M3 13h18M8.5 18h7M7 18a1.5 1.5 0 1 0 0 .01M17 18a1.5 1.5 0 1 0 0 .01',
  cash: 'M2 7h20v10H2zM12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5M5 10v4M19 10v4',
  document: 'M6 2h8l4 4v16H6zM14 2v4h4M9 12h6M9 16h6',
  lock: 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4M12 15v2',
  percent: 'M19 5L5 19M7 7a1.5 1.5 0 1 0 0 .01M17 17a1.5 1.5 0 1 0 0 .01',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  handshake: 'M2 12l4-4 4 2 3-2 4 1 5 3M6 8l-2 8M20 12l-4 5-3-1-2 2-3-2-3-1M11 14l2 2',
  wrench: 'M14.5 5.5a4 4 0 0 0 5 5L13 17l-3 3-3-3 3-3zM4 20l3-3',
  calendar: 'M4 5h16v15H4zM4 9h16M8 3v4M16 3v4',
  phone: 'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2',
};

/** Shown for an icon name the site does not know (question mark in a circle). */
const UNKNOWN_ICON = 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01';

/** PATHS has exactly the schemas' ICON_NAMES as keys (its type says so). */
export const isIconName = (name: string): name is IconName => Object.hasOwn(PATHS, name);

/** Decorative icon by name; an unknown name logs and falls back to the question-mark icon. */
export function Icon({ name, className }: { name: string | null | undefined; className?: string }) {
  if (!name) return null;
  let path = UNKNOWN_ICON;
  if (isIconName(name)) path = PATHS[name];
  else console.warn(`Icon "${name}" not found`);
  return (
    // The stroke style and the default size (48 px) are the global `icon` class (theme/globals.css): a page draws
    // dozens of these, and each would otherwise repeat those presentation attributes in its markup and payload.
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className ? `icon ${className}` : 'icon'}>
      <path d={path} />
    </svg>
  );
}
