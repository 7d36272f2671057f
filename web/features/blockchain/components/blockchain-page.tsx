import { SolutionPage } from '@/components/solution/solution-page';

import { useBlockchainPage } from '../queries';
import { TechnologyGrid } from './technology-grid';

export function BlockchainPage() {
  const { data } = useBlockchainPage();
  if (!data) return null;
  return (
    <SolutionPage idPrefix="blockchain" document="blockchainPage" content={data}>
      <TechnologyGrid technologies={data.technologies} />
    </SolutionPage>
  );
}
