/** Test helper: the questionnaire exactly as seeded (seed/dist/sell-car.ndjson), so tests run the real CMS data. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { QuestionnaireData } from '../types';

export function seededQuestionnaire(dataset: 'sell-car' | 'dealership' = 'sell-car'): QuestionnaireData {
  const file = path.resolve(__dirname, '../../../../../seed/dist', `${dataset}.ndjson`);
  const doc = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { _type?: string })
    .find((item) => item._type === 'questionnaire');
  if (!doc) throw new Error(`No questionnaire in ${file}`);
  return doc as QuestionnaireData;
}
