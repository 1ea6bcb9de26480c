import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { seedImagesDir } from '@/content/embedded/seed-location';

/** One seed image file of the embedded dataset, by its plain file name (the caller has checked the name). */
export function readSeedImage(fileName: string): Promise<Buffer> {
  return readFile(path.join(seedImagesDir(), fileName));
}
