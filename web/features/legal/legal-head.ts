import type { LegalPageQueryResult } from '@/lib/sanity.types';
import { headFromSeo, type PageHead } from '@/lib/seo';

/** Head tags of a legal page from its CMS seo, with the page's name as the fallback title. */
export const legalPageHead =
  (fallbackTitle: string) =>
  (page: LegalPageQueryResult): PageHead =>
    headFromSeo(page?.seo, page?.title ?? fallbackTitle);
