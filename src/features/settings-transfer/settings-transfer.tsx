import { Suspense, lazy } from 'react';
import { loadCataloguePart } from '@/i18n';

// Below the Settings form: its code, zod's and its messages come after the page's first
// screen (the settings page's size budget), never before its first paint.
const SettingsTransferSection = lazy(() =>
  Promise.all([import('./settings-transfer-section'), loadCataloguePart('settings-transfer')]).then(
    ([module]) => ({ default: module.SettingsTransferSection }),
  ),
);

/** The Settings page's "Share settings" section: export and import of views and pins. */
export function SettingsTransfer() {
  return (
    <Suspense fallback={null}>
      <SettingsTransferSection />
    </Suspense>
  );
}
