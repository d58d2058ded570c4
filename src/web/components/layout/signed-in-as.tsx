import { Link } from 'react-router';

/** 'Accesso come' and the signed-in e-mail, which links to the profile page. */
export function SignedInAs({ email, onNavigate }: { email: string; onNavigate?: () => void }) {
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      Accesso come{' '}
      <Link
        to="/profile"
        onClick={onNavigate}
        className="font-medium text-slate-900 underline underline-offset-2 hover:no-underline dark:text-slate-100"
      >
        {email}
      </Link>
    </p>
  );
}
