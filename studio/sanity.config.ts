import { visionTool } from '@sanity/vision';
import { defineConfig } from 'sanity';
import { presentationTool } from 'sanity/presentation';
import { structureTool } from 'sanity/structure';
import { schemaTypes } from '@dealer/schemas';
import { SANITY_API_VERSION } from '@dealer/schemas/constants';
import { dataset, previewUrl, projectId } from './src/env';
import { leadDeliveryTool } from './src/lead-delivery/lead-delivery-tool';
import { SendTestLeadAction } from './src/lead-delivery/send-test-lead-action';
import { locations } from './src/locations';
import { singletonActions, withoutSingletonNewOptions, withoutSingletonTemplates } from './src/singletons';
import { PopupBadge } from './src/popups/popup-badge';
import { PopupListedBadge } from './src/popups/popup-listed-badge';
import { defaultDocumentNode, structure } from './src/structure/structure';
import { templates } from './src/templates';

export default defineConfig({
  name: 'default',
  title: `Dealer sites (${dataset})`,
  projectId,
  dataset,
  plugins: [
    structureTool({ structure, defaultDocumentNode }),
    presentationTool({
      previewUrl: {
        initial: previewUrl,
        previewMode: { enable: '/api/draft-mode/enable' },
      },
      allowOrigins: [previewUrl],
      resolve: { locations },
    }),
    visionTool({ defaultApiVersion: SANITY_API_VERSION, defaultDataset: dataset }),
  ],
  tools: (previous) => [...previous, leadDeliveryTool],
  schema: {
    types: schemaTypes,
    templates: (previous) => [...withoutSingletonTemplates(previous), ...templates],
  },
  document: {
    actions: (previous, { schemaType }) => {
      const actions = singletonActions(previous, schemaType);
      return schemaType === 'siteSettings' ? [...actions, SendTestLeadAction] : actions;
    },
    badges: (previous, { schemaType }) =>
      schemaType === 'popup' ? [...previous, PopupBadge, PopupListedBadge] : previous,
    newDocumentOptions: (previous, context) =>
      withoutSingletonNewOptions(previous, context).filter((item) => !item.templateId.includes('-in-')),
  },
});
