// Field builders used across many types, so a rule (such as which icon names exist) is
// written once and every type that shows an icon or accent colour follows it.
import { defineArrayMember, defineField } from 'sanity';
import type { FieldDefinition, StringRule } from 'sanity';

import { IconInput } from '../../studio/components/icon-input';
import { ACCENT_COLORS, CARD_ICONS, SERVICE_ICONS, toIconOptions, toOptions } from './options';
import { notBlank } from './rules';

type FieldPlacement = { group?: string | string[]; fieldset?: string };

/** The service icon set (docs/content-model.md), shared by services and case studies. */
export function serviceIconField(placement: FieldPlacement = {}) {
  return defineField({
    name: 'icon',
    title: 'Icon',
    type: 'string',
    ...placement,
    options: { list: toIconOptions(SERVICE_ICONS) },
    components: { input: IconInput },
    validation: (rule) => rule.required(),
  });
}

export function accentColorField(placement: FieldPlacement = {}) {
  return defineField({
    name: 'color',
    title: 'Accent colour',
    type: 'string',
    ...placement,
    options: { list: toOptions(ACCENT_COLORS), layout: 'radio', direction: 'horizontal' },
    validation: (rule) => rule.required(),
  });
}

/**
 * An icon for cards outside the service set (benefits, offerings, AI cards), picked from the
 * icons the site can draw: a typed name the site does not know would show a generic spark.
 */
export function iconNameField() {
  return defineField({
    name: 'icon',
    title: 'Icon',
    type: 'string',
    options: { list: toIconOptions(CARD_ICONS) },
    components: { input: IconInput },
    validation: (rule) => rule.required(),
  });
}

/** The rule of every required line or paragraph of text: filled in, not blank, at most `max` long. */
export function requiredText(title: string, max: number) {
  return (rule: StringRule) => rule.required().max(max).custom(notBlank(title));
}

/** A required one-line text, such as a section heading or a button label. */
export function stringField(name: string, title: string, max = 120, description?: string) {
  return defineField({
    name,
    title,
    type: 'string',
    description,
    validation: requiredText(title, max),
  });
}

/** A short label or button text a page shows: at most 60 characters. */
export function labelField(name: string, title: string, description?: string) {
  return stringField(name, title, 60, description);
}

export function headingField(name = 'heading', title = 'Heading') {
  return stringField(name, title, 120);
}

/** A required paragraph of plain text (intros, card descriptions). */
export function textField(name: string, title: string, max = 600, description?: string) {
  return defineField({
    name,
    title,
    type: 'text',
    rows: 3,
    description,
    validation: requiredText(title, max),
  });
}

/**
 * One line of a list of short texts (features, results, requirements). The list's title names
 * the line in the blank-text message, as a line has no title of its own.
 */
export function stringItem(listTitle: string, max: number) {
  return defineArrayMember({
    type: 'string',
    validation: (rule) => rule.required().max(max).custom(notBlank(listTitle)),
  });
}

/**
 * The choices of a dropdown or filter on the site, in the order shown. The site also accepts
 * only these values, so a new choice needs no change to the code.
 */
export function choiceListField(name: string, title: string, description: string, max = 60) {
  return defineField({
    name,
    title,
    type: 'array',
    description,
    of: [stringItem(title, max)],
    validation: (rule) => rule.required().min(1).unique(),
  });
}

export function linkField(name: string, title: string, description?: string) {
  return defineField({
    name,
    title,
    type: 'link',
    description,
    validation: (rule) => rule.required(),
  });
}

/** An external site opened in a new tab: only full http(s) addresses make sense there. */
export function webUrlField(name: string, title: string, description?: string) {
  return defineField({
    name,
    title,
    type: 'url',
    description,
    validation: (rule) => rule.required().uri({ scheme: ['http', 'https'] }),
  });
}

/** A section's `cards`: exactly `count` of one kind of card, as the page's layout expects. */
export function cardsField(
  member: ReturnType<typeof defineArrayMember>,
  count: number,
  title = 'Cards',
) {
  return defineField({
    name: 'cards',
    title,
    type: 'array',
    of: [member],
    validation: (rule) => rule.required().length(count),
  });
}

/** A page section: a collapsible group of fields, required so its own rules always run. */
export function sectionField(name: string, title: string, fields: FieldDefinition[]) {
  return defineField({
    name,
    title,
    type: 'object',
    options: { collapsible: true, collapsed: false },
    fields,
    validation: (rule) => rule.required(),
  });
}

export function seoField(placement: FieldPlacement = {}) {
  return defineField({
    name: 'seo',
    title: 'SEO',
    type: 'seo',
    ...placement,
    validation: (rule) => rule.required(),
  });
}

/** The closing call-to-action banner of the AI Automation and Blockchain pages. */
export function bannerSection() {
  return sectionField('banner', 'Closing banner', [
    headingField(),
    textField('text', 'Text', 400),
    linkField('primary', 'Primary button'),
    linkField('secondary', 'Secondary button'),
  ]);
}

/** The small line above a hero's heading, naming the page's topic. */
export function eyebrowField() {
  return stringField('eyebrow', 'Line above the heading', 40, 'A few words, shown in capitals.');
}

/** What screen readers hear for an auto-scrolling picture strip and its pause button. */
export function carouselLabelsSection() {
  return sectionField('carouselLabels', 'Carousel labels', [
    stringField('name', 'Name of the picture strip', 60, 'Read out by screen readers.'),
    stringField('pause', 'Pause button', 40, 'Stops the strip.'),
    stringField('play', 'Play button', 40, 'The same button once paused.'),
  ]);
}

/** A hero with a heading and an intro paragraph, the top of most pages. */
export function simpleHeroSection(extraFields: FieldDefinition[] = []) {
  return sectionField('hero', 'Hero', [
    headingField(),
    textField('intro', 'Intro', 400),
    ...extraFields,
  ]);
}
