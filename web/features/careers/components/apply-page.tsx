import type { ReactNode } from 'react';

import { PageHero } from '@/components/ui/page-hero';

import { careersCopy } from '../careers-copy';
import { useApplyPage } from '../queries';

interface ApplyPageProps {
  /** The application form; the route passes it in (it belongs to the apply feature). */
  renderForm: (settings: { careersEmail: string; privacyNote: string | null }) => ReactNode;
}

/** /apply: the page copy over the application form. */
export function ApplyPage({ renderForm }: ApplyPageProps) {
  const { data } = useApplyPage();
  if (!data) return null;
  return (
    <>
      <PageHero
        id="apply-hero-title"
        source={{ document: 'applyPage' }}
        eyebrow={careersCopy.eyebrow}
        heading={data.page?.heading}
        intro={data.page?.intro}
      />
      <div className="container-page py-12 sm:py-16">
        <div className="mx-auto max-w-4xl">
          {renderForm({ careersEmail: data.careersEmail ?? '', privacyNote: data.privacyNote })}
        </div>
      </div>
    </>
  );
}
