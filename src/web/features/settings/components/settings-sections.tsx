import { lazy, Suspense } from 'react';
import type { SettingValues } from '../../../../shared/settings';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { PcBuildDefaultsSection, QuoteDefaultsSection } from './defaults-sections';
import { EmailSection } from './email-section';
import { LogoSection } from './logo-section';
import { ShopDetailsSection } from './shop-details-section';
import { PaymentInfoSection, PrivacyNoticeSection, TermsSection } from './text-sections';
import { TicketSection } from './ticket-section';

// Its own chunk: it loads its own data anyway (the server, never the password), so the chunk
// arrives with it and the page's first JavaScript stays within the 150 kB budget.
const MailServerSection = lazy(() =>
  import('./mail-server-section').then((m) => ({ default: m.MailServerSection })),
);

/** Every section of /settings; each one keeps its own form and saves only its keys. */
export function SettingsSections({ values }: { values: SettingValues }) {
  return (
    <>
      <LogoSection values={values} />
      <ShopDetailsSection values={values} />
      <Suspense fallback={<LoadingBlock label="Caricamento del server di posta…" />}>
        <MailServerSection />
      </Suspense>
      <EmailSection values={values} />
      <QuoteDefaultsSection values={values} />
      <PcBuildDefaultsSection values={values} />
      <PaymentInfoSection values={values} />
      <TermsSection values={values} />
      <PrivacyNoticeSection values={values} />
      <TicketSection values={values} />
    </>
  );
}
