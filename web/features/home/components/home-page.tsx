// The home page's eight sections, in order. The testimonials carousel and the enquiry form
// belong to other features, so the route passes them in.
import type { ReactNode } from 'react';

import { useHomePage } from '../queries';
import { ConsultationSection } from './consultation-section';
import { Hero } from './hero';
import { MarketingSolutions } from './marketing-solutions';
import { ParentCompany } from './parent-company';
import { ServicesOverview } from './services-overview';
import { Solutions } from './solutions';
import { TestimonialsSection, type TestimonialLabels } from './testimonials-section';
import { WhyChoose } from './why-choose';

interface HomePageProps {
  /** The testimonials carousel, in the words the section gives it. */
  testimonials: (labels: TestimonialLabels) => ReactNode;
  /** The consultation enquiry form. */
  contactForm: ReactNode;
}

export function HomePage({ testimonials, contactForm }: HomePageProps) {
  const { data } = useHomePage();
  if (!data) return null;
  return (
    <>
      <Hero hero={data.hero} />
      <ServicesOverview section={data.servicesSection} />
      <WhyChoose section={data.whyChoose} />
      <Solutions section={data.solutions} />
      <TestimonialsSection copy={data.testimonials}>
        {testimonials(data.testimonials)}
      </TestimonialsSection>
      <ParentCompany section={data.parentCompany} />
      <MarketingSolutions section={data.marketing} />
      <ConsultationSection copy={data.contact}>{contactForm}</ConsultationSection>
    </>
  );
}
