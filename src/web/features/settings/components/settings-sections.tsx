import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { SettingValues } from '../../../../shared/settings';
import { UnsavedSectionsGuard } from '../hooks/unsaved-sections';
import { CashDrawerSection } from './cash-drawer-section';
import { PcBuildDefaultsSection, QuoteDefaultsSection } from './defaults-sections';
import { EmailSection } from './email-section';
import { LogoSection } from './logo-section';
import { ShopDetailsSection } from './shop-details-section';
import { PaymentInfoSection, PrivacyNoticeSection, TermsSection } from './text-sections';
import { TicketSection } from './ticket-section';

// The largest sections load as their own chunks: the page stays within the 150 kB budget.
const MailServerSection = lazy(() =>
  import('./mail-server-section').then((m) => ({ default: m.MailServerSection })),
);
const InvoicingSection = lazy(() =>
  import('./invoicing-section').then((m) => ({ default: m.InvoicingSection })),
);
const SdiSection = lazy(() => import('./sdi-section').then((m) => ({ default: m.SdiSection })));
const CustomerMessagesSection = lazy(() =>
  import('./customer-messages-section').then((m) => ({ default: m.CustomerMessagesSection })),
);
const AcceptanceSection = lazy(() =>
  import('./acceptance-section').then((m) => ({ default: m.AcceptanceSection })),
);
const FiscalDeviceGroup = lazy(() =>
  import('./fiscal-device-group').then((m) => ({ default: m.FiscalDeviceGroup })),
);
const BackupSection = lazy(() =>
  import('./backup-section').then((m) => ({ default: m.BackupSection })),
);

interface Group {
  id: string;
  label: string;
  sections: ReactNode;
}

function groups(values: SettingValues): Group[] {
  return [
    {
      id: 'negozio',
      label: 'Negozio',
      sections: (
        <>
          <ShopDetailsSection values={values} />
          <LogoSection values={values} />
          <CashDrawerSection values={values} />
        </>
      ),
    },
    {
      id: 'email',
      label: 'E-mail',
      sections: (
        <>
          <Suspense fallback={null}>
            <MailServerSection />
          </Suspense>
          <EmailSection values={values} />
        </>
      ),
    },
    {
      id: 'messaggi',
      label: 'Messaggi ai clienti',
      sections: (
        <Suspense fallback={null}>
          <CustomerMessagesSection />
        </Suspense>
      ),
    },
    {
      id: 'documenti',
      label: 'Preventivi e PC Build',
      sections: (
        <>
          <QuoteDefaultsSection values={values} />
          <PcBuildDefaultsSection values={values} />
          <PaymentInfoSection values={values} />
        </>
      ),
    },
    {
      id: 'testi',
      label: 'Termini e privacy',
      sections: (
        <>
          <TermsSection values={values} />
          <PrivacyNoticeSection values={values} />
        </>
      ),
    },
    {
      id: 'fatturazione',
      label: 'Fatturazione',
      sections: (
        <Suspense fallback={null}>
          <InvoicingSection values={values} />
        </Suspense>
      ),
    },
    {
      id: 'sdi',
      label: 'Invio allo SDI',
      sections: (
        <Suspense fallback={null}>
          <SdiSection />
        </Suspense>
      ),
    },
    { id: 'ticket', label: 'Ticket', sections: <TicketSection values={values} /> },
    {
      id: 'accettazione',
      label: 'Accettazione',
      sections: (
        <Suspense fallback={null}>
          <AcceptanceSection values={values} />
        </Suspense>
      ),
    },
    {
      id: 'registratore',
      label: 'Registratore telematico',
      sections: (
        <Suspense fallback={null}>
          <FiscalDeviceGroup values={values} />
        </Suspense>
      ),
    },
    {
      id: 'backup',
      label: 'Backup',
      sections: (
        <Suspense fallback={null}>
          <BackupSection values={values} />
        </Suspense>
      ),
    },
  ];
}

const linkClass =
  'block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-800 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 aria-[current=page]:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-slate-800';

/**
 * /settings: an index of the groups beside the group the URL's hash names (the first without one;
 * a strip of links above it on a phone). Only that group renders, so a phone runs and downloads
 * one group's sections, not all of them (docs/decisions/031). A group once opened stays mounted,
 * hidden: an edit not saved survives a switch, and leaving the page with one still asks first.
 * Each section keeps its own form and 'Salva' and saves only its keys.
 */
export function SettingsSections({ values }: { values: SettingValues }) {
  const all = groups(values);
  const { hash } = useLocation();
  const current = all.find((group) => `#${group.id}` === hash) ?? (all[0] as Group);
  const [opened, setOpened] = useState(() => new Set([current.id]));
  if (!opened.has(current.id)) setOpened(new Set([...opened, current.id]));
  const content = useRef<HTMLDivElement>(null);
  // A switch from far down a long group shows the new group's top, below the sticky index.
  const toTop = () => {
    if ((content.current?.getBoundingClientRect().top ?? 0) < 0)
      content.current?.scrollIntoView({ block: 'start' });
  };
  return (
    <UnsavedSectionsGuard>
      <div className="lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8">
        <nav
          aria-label="Sezioni delle impostazioni"
          className="sticky top-0 z-10 -mx-4 mb-6 overflow-x-auto bg-slate-50 px-4 py-2 lg:top-4 lg:mx-0 lg:mb-0 lg:self-start lg:bg-transparent lg:p-0 dark:bg-slate-950 lg:dark:bg-transparent"
        >
          <ul className="flex gap-1 lg:flex-col">
            {all.map((group) => (
              <li key={group.id}>
                <Link
                  to={{ hash: group.id }}
                  aria-current={group === current ? 'page' : undefined}
                  onClick={toTop}
                  className={linkClass}
                >
                  {group.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div ref={content} className="scroll-mt-20">
          {all
            .filter((group) => opened.has(group.id))
            .map((group) => (
              <div key={group.id} id={group.id} hidden={group !== current}>
                {group.sections}
              </div>
            ))}
        </div>
      </div>
    </UnsavedSectionsGuard>
  );
}
