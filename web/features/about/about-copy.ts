// Interface labels of the About page that frame CMS values; both readings of the founding claim
// (founded 2024, 2 years of experience) are shown.
export const aboutCopy = {
  foundedLabel: 'Founded',
  experienceLabel: 'Years of team experience',
} as const;
