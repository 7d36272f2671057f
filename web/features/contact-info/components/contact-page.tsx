import type { ReactNode } from 'react';

import { PageHero } from '@/components/ui/page-hero';
import { SectionHeading } from '@/components/ui/section-heading';

import { useContactPage } from '../queries';
import { ContactDetailsCard } from './contact-details-card';
import { FindUs } from './find-us';
import { SocialLinks } from './social-links';

interface ContactPageProps {
  /** The message form; the route passes it in (it belongs to the contact feature). */
  form: ReactNode;
}

export function ContactPage({ form }: ContactPageProps) {
  const { data } = useContactPage();
  if (!data?.page) return null;
  const { page, settings } = data;
  return (
    <>
      <PageHero
        id="contact-hero-title"
        source={{ document: 'contactPage', field: 'hero' }}
        eyebrow={page.hero?.eyebrow ?? undefined}
        heading={page.hero?.heading}
        intro={page.hero?.intro}
      />
      <div className="container-page grid grid-cols-1 gap-10 py-20 sm:py-24 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
        <section aria-labelledby="contact-form-heading" className="min-w-0">
          <SectionHeading
            id="contact-form-heading"
            heading={page.form?.heading}
            intro={page.form?.intro}
          />
          <div className="mt-8">{form}</div>
        </section>
        <div className="flex min-w-0 flex-col gap-6">
          <ContactDetailsCard labels={page.details} contact={settings?.contact ?? null} />
          <SocialLinks heading={page.socials?.heading} socials={settings?.socials ?? null} />
        </div>
      </div>
      <FindUs
        findUs={page.findUs}
        office={page.office}
        address={settings?.contact?.address}
        hours={settings?.businessHours ?? null}
      />
    </>
  );
}
