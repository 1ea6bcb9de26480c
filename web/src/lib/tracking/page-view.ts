/**
 * Which routes count a PageView. Its own module: it needs the route map, which the event values (events.ts), read by
 * the click-to-call listener on every page, do not, so the map stays out of every page's first-load JavaScript.
 */
import { routes, type RouteName } from '@dealer/schemas/routes';

/** Every route change is a PageView except cars-direct-page (the vehicle page, `untracked` in routes.ts). */
export function tracksPageView(routeName: RouteName | null): boolean {
  if (routeName === null) return true;
  const route: { untracked?: boolean } = routes[routeName];
  return route.untracked !== true;
}
