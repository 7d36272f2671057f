// The Studio marketing staff use to edit the website: the content model from ../schemas, a
// navigation grouped by area that pins the fixed documents, Presentation and "Open preview" on
// the page that shows a document, and Vision for trying GROQ queries.
import { visionTool } from '@sanity/vision';
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';

import { fixedDocumentTypes, schemaTypes } from '../schemas';
import { apiVersion, dataset, projectId, siteUrl } from './env';
import { presentation } from './presentation';
import { productionUrl } from './production-url';
import { authWithSetupNotice } from './setup-notice';
import { structure } from './structure';

/**
 * A fixed document (a singleton or a legal page) can be edited and published, never deleted,
 * duplicated or unpublished.
 */
const FIXED_DOCUMENT_ACTIONS = new Set(['publish', 'discardChanges', 'restore']);

export default defineConfig({
  name: 'default',
  title: 'Agency website',
  projectId,
  dataset,
  auth: authWithSetupNotice(projectId, dataset, apiVersion),
  plugins: [
    structureTool({ structure }),
    // The preview site beside the form, with click-to-edit (presentation.ts).
    presentation,
    visionTool({ defaultApiVersion: apiVersion }),
  ],
  schema: {
    types: schemaTypes,
    // Without a template a fixed document cannot be created from any "new document" menu; the
    // structure opens it by its fixed _id instead.
    templates: (templates) =>
      templates.filter(({ schemaType }) => !fixedDocumentTypes.has(schemaType)),
  },
  document: {
    productionUrl: async (previous, { document }) => productionUrl(siteUrl, document) ?? previous,
    newDocumentOptions: (options, { creationContext }) =>
      creationContext.type === 'global'
        ? options.filter(({ templateId }) => !fixedDocumentTypes.has(templateId))
        : options,
    actions: (actions, { schemaType }) =>
      fixedDocumentTypes.has(schemaType)
        ? actions.filter(({ action }) => action !== undefined && FIXED_DOCUMENT_ACTIONS.has(action))
        : actions,
  },
});
