import type { SettingValues } from '../../../../shared/settings';
import { BackupSection } from './backup-section';
import { PcBuildDefaultsSection, QuoteDefaultsSection } from './defaults-sections';
import { EmailSection } from './email-section';
import { LogoSection } from './logo-section';
import { MailServerSection } from './mail-server-section';
import { ShopDetailsSection } from './shop-details-section';
import { PaymentInfoSection, PrivacyNoticeSection, TermsSection } from './text-sections';
import { TicketSection } from './ticket-section';

/** Every section of /settings; each one keeps its own form and saves only its keys. */
export function SettingsSections({ values }: { values: SettingValues }) {
  return (
    <>
      <LogoSection values={values} />
      <ShopDetailsSection values={values} />
      <MailServerSection />
      <EmailSection values={values} />
      <QuoteDefaultsSection values={values} />
      <PcBuildDefaultsSection values={values} />
      <PaymentInfoSection values={values} />
      <TermsSection values={values} />
      <PrivacyNoticeSection values={values} />
      <TicketSection values={values} />
      <BackupSection values={values} />
    </>
  );
}
