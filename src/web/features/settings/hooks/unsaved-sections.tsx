import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useState,
} from 'react';
import { useLeaveGuard } from '../../../lib/use-leave-guard';

type Report = (section: string, dirty: boolean) => void;
const UnsavedSectionsContext = createContext<Report>(() => {});

/** Asks before leaving /settings while any section holds edits not saved yet. */
export function UnsavedSectionsGuard({ children }: { children: ReactNode }) {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback<Report>((section, isDirty) => {
    setDirty((current) => {
      if (current.has(section) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(section);
      else next.delete(section);
      return next;
    });
  }, []);
  useLeaveGuard(dirty.size > 0);
  return (
    <UnsavedSectionsContext.Provider value={report}>{children}</UnsavedSectionsContext.Provider>
  );
}

/** A section tells the guard whether its form differs from what was saved. */
export function useReportUnsaved(dirty: boolean): void {
  const report = useContext(UnsavedSectionsContext);
  const section = useId();
  useEffect(() => {
    report(section, dirty);
    return () => report(section, false);
  }, [report, section, dirty]);
}
