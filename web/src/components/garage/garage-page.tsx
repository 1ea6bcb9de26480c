import type { GarageShellData } from '@/lib/garage/shell';
import { PageHeader } from '../page/page-header';
import { GarageIsland } from './garage-island';
import drawn from '../ui/browser-drawn.module.css';

/**
 * /my-garage: the heading and the island that reads the shopper's garage from this browser and asks the garage API
 * what their cars and searches look like now (docs/garage.md). The same for every visitor: cached like every page.
 */
export function GaragePage({ strings, lang }: GarageShellData) {
  return (
    <>
      <PageHeader title={strings['garage.title']}>{strings['garage.intro']}</PageHeader>
      <div className={`container ${drawn.area}`}>
        <GarageIsland strings={strings} lang={lang} />
      </div>
    </>
  );
}
