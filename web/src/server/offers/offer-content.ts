import 'server-only';
import { fetchPublishedContent } from '@/content';
import { questionnaireQuery, vehiclePathByVinQuery } from '@/content/queries';
import type { QuestionnaireData } from '@/lib/pricing';
import { loadPlates } from '@/server/plates';

import { chainVinDecoders, createInventoryVinDecoder, createSeededVinDecoder, type VinDecoder } from './vin-decoder';

/** The published questionnaire (a draft never prices an offer); null when the dataset has none. */
export function publishedQuestionnaire(): Promise<QuestionnaireData | null> {
  return fetchPublishedContent({ query: questionnaireQuery, params: {}, tags: ['questionnaire'] });
}

let decoder: VinDecoder | undefined;

/** Seeded plates' VINs, then the inventory's (published vehicles, private ones included). Built on first use. */
export const offerVinDecoder: VinDecoder = {
  decode: (vin) => {
    decoder ??= chainVinDecoders(
      createSeededVinDecoder(loadPlates()),
      createInventoryVinDecoder((vin) =>
        fetchPublishedContent({ query: vehiclePathByVinQuery, params: { vin }, tags: ['vehicle'] }),
      ),
    );
    return decoder.decode(vin);
  },
};
