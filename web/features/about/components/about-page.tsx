// The About page: hero with 'Get in Touch', Who We Are, Our Mission and Our
// Vision, Our Development Impact and 'Explore Our Services'.
import { buttonStyles } from '@/components/ui/button-styles';
import { PageHero } from '@/components/ui/page-hero';
import { SmartLink } from '@/components/ui/smart-link';

import { useAboutPage } from '../queries';
import { ImpactSection } from './impact-section';
import { MissionVision } from './mission-vision';
import { WhoWeAre } from './who-we-are';

export function AboutPage() {
  const { data } = useAboutPage();
  if (!data) return null;
  return (
    <>
      <PageHero
        id="about-hero-title"
        heading={data.hero?.heading}
        intro={data.hero?.intro}
        source={{ document: 'aboutPage', field: 'hero' }}
      >
        {data.hero?.cta?.href && (
          <SmartLink href={data.hero.cta.href} className={buttonStyles.primary}>
            {data.hero.cta.label}
          </SmartLink>
        )}
      </PageHero>
      <WhoWeAre section={data.whoWeAre} />
      <MissionVision mission={data.mission} vision={data.vision} />
      <ImpactSection section={data.impact} cta={data.cta} />
    </>
  );
}
