import type { ReactNode } from 'react';
import { DefaultShell } from '@/components/layout/shells';
import { getSiteContext } from '@/server/site/context';

/** Routes with the default layout (routes.ts `layout: 'default'`). */
export default async function SiteLayout({ children }: { children: ReactNode }) {
  return <DefaultShell site={await getSiteContext()}>{children}</DefaultShell>;
}
