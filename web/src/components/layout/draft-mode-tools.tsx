import { isDraftPreview } from '@/server/site/draft-preview';
import { VisualEditingIsland } from './visual-editing-island';

/**
 * In draft mode (entered from the Studio's presentation tool) pages show drafts with visual-editing overlays and a
 * way out. Visitors never get this code: it renders nothing unless a Sanity project is configured and draft mode is on.
 */
export async function DraftModeTools() {
  if (!(await isDraftPreview())) return null;
  return (
    <>
      <VisualEditingIsland />
      {/* An API route that clears the preview cookie, not a page: a full request, never a client navigation. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- app/[variant] matches every path for the rule */}
      <a href="/api/draft-mode/disable" className="draft-mode-exit">
        Leave preview
      </a>
    </>
  );
}
