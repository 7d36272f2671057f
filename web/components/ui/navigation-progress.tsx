import { useNavigation } from 'react-router';

/** A thin bar at the top of the window while the next page's content loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return <PageLoadingBar />;
}

/** The bar itself, for a page that loads its content outside a navigation. */
export function PageLoadingBar() {
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-brand-soft print:hidden forced-colors:bg-[Canvas] forced-colors:forced-color-adjust-none"
    >
      <div className="h-full w-1/3 animate-[navigation-progress_1.1s_ease-in-out_infinite] bg-brand forced-colors:bg-[Highlight]" />
    </div>
  );
}
