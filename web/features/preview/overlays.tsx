// Click-to-edit overlays and the Studio connection, the heavy part of the preview's code.
import { VisualEditing } from '@sanity/visual-editing/react-router';

export default function Overlays({ refresh }: { refresh: () => Promise<void> }) {
  return <VisualEditing refresh={refresh} />;
}
