// The site's navigation. Labels are part of the chrome,
// not editorial copy, so they live here with the routes from the paths module.
import { paths } from '@/lib/paths';

export interface NavLink {
  label: string;
  href: string;
}

export const primaryNavLinks: readonly NavLink[] = [
  { label: 'Home', href: paths.home },
  { label: 'About', href: paths.about },
  { label: 'Services', href: paths.services },
  { label: 'Case Studies', href: paths.caseStudies },
  { label: 'Contact', href: paths.contact },
];

export const consultationLink: NavLink = { label: 'Get a Free Consultation', href: paths.contact };

export const footerQuickLinks: readonly NavLink[] = [
  { label: 'Home', href: paths.home },
  { label: 'About Us', href: paths.about },
  { label: 'Services', href: paths.services },
  { label: 'Case Studies', href: paths.caseStudies },
  { label: 'Careers', href: paths.careers },
  { label: 'Contact', href: paths.contact },
  { label: 'Privacy Policy', href: paths.privacyPolicy },
  { label: 'Terms of Service', href: paths.termsOfService },
];

export const legalLinks: readonly NavLink[] = [
  { label: 'Privacy Policy', href: paths.privacyPolicy },
  { label: 'Terms of Service', href: paths.termsOfService },
];
