// Interface words of /contact that the content model has no field for. The contact details,
// socials, hours and page copy all come from the CMS (contactPage and siteSettings).
export const contactCopy = {
  eyebrow: 'Contact',
  infoHeading: 'Contact Information',
  emailLabel: 'Email',
  phoneLabel: 'Phone',
  addressLabel: 'Address',
  socialHeading: 'Follow Us',
  hoursHeading: 'Business Hours',
  openInMaps: 'Open in maps',
} as const;
