'use client';

import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { EmotionRegistry } from './emotion-registry';
import { system } from './system';

/**
 * Wrap an interactive island that uses Chakra components (forms, dialogs) in this. The Chakra runtime costs about
 * 35 KB gzip with a slim system and 65 KB with the default recipes, so it is not part of the site shell: load the
 * island lazily (next/dynamic) or only on the pages that need it. The Emotion registry writes the styles rendered
 * on the server into the HTML stream so hydration matches.
 */
export function ChakraIsland({ children }: { children: ReactNode }) {
  return (
    <EmotionRegistry>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </EmotionRegistry>
  );
}
