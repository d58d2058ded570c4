import { Link } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { PublicFrame } from '../../../components/layout/public-frame';

export function NotFoundPage() {
  return (
    <PublicFrame>
      <PageHeader title="Pagina non trovata" description="L'indirizzo aperto non esiste." />
      <Link
        to="/"
        className="font-medium text-blue-700 underline underline-offset-2 dark:text-sky-300"
      >
        Torna alla dashboard
      </Link>
    </PublicFrame>
  );
}
