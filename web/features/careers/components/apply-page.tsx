import type { ReactNode } from 'react';

import { PageHero } from '@/components/ui/page-hero';
import type { ApplicationFormWords } from '@/features/apply/application-constants';

import { useApplyPage } from '../queries';

interface ApplyPageProps {
  /** The application form; the route passes it in (it belongs to the apply feature). */
  renderForm: (settings: {
    words: ApplicationFormWords;
    careersEmail: string;
    privacyNote: string | null;
  }) => ReactNode;
}

/** /apply: the page copy over the application form. */
export function ApplyPage({ renderForm }: ApplyPageProps) {
  const { data } = useApplyPage();
  if (!data?.page) return null;
  const { page } = data;
  return (
    <>
      <PageHero
        id="apply-hero-title"
        source={{ document: 'applyPage' }}
        eyebrow={page.eyebrow ?? undefined}
        heading={page.heading}
        intro={page.intro}
      />
      <div className="container-page py-12 sm:py-16">
        <div className="mx-auto max-w-4xl">
          {renderForm({
            words: page,
            careersEmail: data.careersEmail ?? '',
            privacyNote: data.privacyNote,
          })}
        </div>
      </div>
    </>
  );
}
