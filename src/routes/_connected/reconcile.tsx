import { createFileRoute } from '@tanstack/react-router';
import { ReconcilePage } from '@/features/reconciliation';
import { loadCatalogueParts, type CataloguePart } from '@/i18n';

// Token names in the results come from the payments part; the screen's own words from its part.
const MESSAGES: readonly CataloguePart[] = ['payments', 'reconcile-page'];

// No search to validate: the screen's state (the order file) never goes into the URL.
export const Route = createFileRoute('/_connected/reconcile')({
  staticData: { catalogueParts: MESSAGES },
  // The loader stays here, the page's code is its own chunk (the engine, papaparse).
  codeSplitGroupings: [['component']],
  loader: () => loadCatalogueParts(MESSAGES),
  component: ReconcilePage,
});
