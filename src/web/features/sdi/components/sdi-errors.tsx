import {
  type PlacedSdiError,
  placeSdiErrors,
  type SdiError,
} from '../../../../shared/sdi/sdi-error-fields';

/** Errors placed on a field: the field in bold, then the SDI's code and words. */
export function PlacedErrorList({ errors }: { errors: readonly PlacedSdiError[] }) {
  return (
    <ul>
      {errors.map((e) => (
        <li key={e.code}>
          <strong>{e.field}</strong> — {e.code}: {e.description}
        </li>
      ))}
    </ul>
  );
}

/**
 * A notification's errors under the part of the invoice they concern (section, then the field to
 * fix), and the codes Sportello does not know as the SDI wrote them.
 */
export function SdiErrors({ errors }: { errors: readonly SdiError[] }) {
  const { placed, unplaced } = placeSdiErrors(errors);
  return (
    <div className="flex flex-col gap-1">
      {placed.map((s) => (
        <section key={s.section} aria-label={s.label}>
          <h3 className="font-medium">{s.label}</h3>
          <PlacedErrorList errors={s.errors} />
        </section>
      ))}
      {unplaced.length > 0 && (
        <section aria-label="Altri errori">
          <h3 className="font-medium">Altri errori (come li ha scritti lo SDI)</h3>
          <ul>
            {unplaced.map((e) => (
              <li key={e.code}>
                {e.code}: {e.description}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
