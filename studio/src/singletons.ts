import type { DocumentActionComponent, NewDocumentOptionsResolver, Template } from 'sanity';
import { SINGLETON_TYPES } from '@dealer/schemas/constants';

const singletonTypes = new Set<string>(SINGLETON_TYPES);

/** Actions a singleton keeps: no create, duplicate, delete or unpublish. */
const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore', 'schedule', 'discardVersion']);

export const isSingleton = (schemaType: string) => singletonTypes.has(schemaType);

/** Drops the "new document" templates of singletons (their one document has a fixed id). */
export const withoutSingletonTemplates = (templates: Template[]): Template[] =>
  templates.filter((template) => !isSingleton(template.schemaType));

export const withoutSingletonNewOptions: NewDocumentOptionsResolver = (previous) =>
  previous.filter((item) => !isSingleton(item.templateId));

export const singletonActions = (actions: DocumentActionComponent[], schemaType: string): DocumentActionComponent[] =>
  isSingleton(schemaType)
    ? actions.filter(({ action }) => action !== undefined && SINGLETON_ACTIONS.has(action))
    : actions;
