import type { ReactNode } from 'react';
import { MinimalShell } from '@/components/layout/shells';
import { getSiteContext } from '@/server/site/context';

/** Routes with the minimal layout (routes.ts `layout: 'minimal'`, e.g. /sell-trade-my-car/your-vehicle). */
export default async function MinimalLayout({ children }: { children: ReactNode }) {
  return <MinimalShell site={await getSiteContext()}>{children}</MinimalShell>;
}
