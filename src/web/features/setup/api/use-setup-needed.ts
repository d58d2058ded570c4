import { useEffect, useState } from 'react';
import { fetchSetupStatus } from './setup-api';

/** Whether the first run is still to do: null while asking, an Error when the server did not say. */
export function useSetupNeeded(): boolean | null | Error {
  const [needed, setNeeded] = useState<boolean | null | Error>(null);
  useEffect(() => {
    let current = true;
    fetchSetupStatus().then(
      (status) => current && setNeeded(status.needed),
      (error: unknown) =>
        current && setNeeded(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      current = false;
    };
  }, []);
  return needed;
}
