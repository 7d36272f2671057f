// Interface labels of the About page that frame CMS values (the product spec, About; both
// readings of the founding claim from section 9 are shown).
export const aboutCopy = {
  foundedLabel: 'Founded',
  experienceLabel: 'Years of team experience',
} as const;
