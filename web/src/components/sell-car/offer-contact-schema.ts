import '@/lib/zod-jitless';
import { z } from 'zod';

import { customerShape } from '@/lib/leads/schemas/common';

/**
 * The sell flow's contact step checked with the lead schema. Its own module, loaded when the visitor first asks for
 * the offer: the flow is the page's first content, and the schema library is not needed before that.
 */
export const offerContactSchema = z.strictObject(customerShape);
