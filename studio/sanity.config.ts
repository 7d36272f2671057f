// The Studio marketing staff use to edit the website: the content model from ../schemas, a
// navigation that pins the singletons, and Vision for trying GROQ queries.
import { visionTool } from '@sanity/vision';
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';

import { schemaTypes, singletonTypes } from '../schemas';
import { apiVersion, dataset, projectId } from './env';
import { structure } from './structure';

/** A singleton can be edited and published, never deleted, duplicated or unpublished. */
const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore']);

export default defineConfig({
  name: 'default',
  title: 'Agency website',
  projectId,
  dataset,
  plugins: [structureTool({ structure }), visionTool({ defaultApiVersion: apiVersion })],
  schema: {
    types: schemaTypes,
    // Without a template a singleton cannot be created from any "new document" menu; the
    // structure opens it by its fixed _id instead.
    templates: (templates) => templates.filter(({ schemaType }) => !singletonTypes.has(schemaType)),
  },
  document: {
    newDocumentOptions: (options, { creationContext }) =>
      creationContext.type === 'global'
        ? options.filter(({ templateId }) => !singletonTypes.has(templateId))
        : options,
    actions: (actions, { schemaType }) =>
      singletonTypes.has(schemaType)
        ? actions.filter(({ action }) => action !== undefined && SINGLETON_ACTIONS.has(action))
        : actions,
  },
});
