import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import {
  SETTINGS,
  type SettingKey,
  type SettingValues,
  settingFormText,
  settingSaveFailedMessage,
} from '../../../../shared/settings';
import { isApiError } from '../../../lib/api-fetch';
import { applyServerErrors } from '../../../lib/form-errors';
import { useSaveSettings } from '../api/settings-api';
import { useReportUnsaved } from './unsaved-sections';

/** A section's form: its keys and their text values. */
export type SectionValues = Partial<Record<SettingKey, string>>;

export interface SaveOutcome {
  ok: boolean;
  message: string;
  /** The cause, when it is not a field's rule (network, server). */
  detail?: string;
}

function pick(values: SettingValues, keys: readonly SettingKey[]): SectionValues {
  return Object.fromEntries(keys.map((key) => [key, settingFormText(key, values[key])]));
}

/** The keys of one section; never empty. */
export type SectionKeys = readonly [SettingKey, ...SettingKey[]];

interface SectionOptions {
  keys: SectionKeys;
  /** The saved values, as GET /api/settings answered. */
  values: SettingValues;
  successMessage: string;
  /** The outcome message disappears after this many milliseconds (SPEC §8: payment info). */
  clearAfterMs?: number;
}

/**
 * One settings section: validated with the server's own rules (src/shared/settings.ts) and saved
 * on its own with a PUT of only its keys, so a bad value never saves half a section.
 */
export function useSettingsSection({ keys, values, successMessage, clearAfterMs }: SectionOptions) {
  const schema = useMemo(
    () => z.object(Object.fromEntries(keys.map((key) => [key, SETTINGS[key].schema]))),
    [keys],
  );
  const form = useForm<SectionValues>({
    resolver: zodResolver(schema),
    defaultValues: pick(values, keys),
  });
  const save = useSaveSettings();
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);

  useEffect(() => {
    if (!outcome || clearAfterMs === undefined) return;
    const timer = setTimeout(() => setOutcome(null), clearAfterMs);
    return () => clearTimeout(timer);
  }, [outcome, clearAfterMs]);

  const submit = form.handleSubmit(
    async (valid) => {
      setOutcome(null);
      try {
        const saved = await save.mutateAsync(valid);
        form.reset(pick(saved, keys));
        setOutcome({ ok: true, message: successMessage });
      } catch (error) {
        const message = applyServerErrors(error, form.setError, keys);
        // A refused value: the server already says which key. Anything else gets it added here.
        const refused = isApiError(error) && Object.keys(error.fieldErrors).length > 0;
        setOutcome(
          refused
            ? { ok: false, message }
            : { ok: false, message: settingSaveFailedMessage(keys[0]), detail: message },
        );
      }
    },
    (errors) => {
      const first = keys.find((key) => errors[key]) ?? keys[0];
      setOutcome({ ok: false, message: settingSaveFailedMessage(first) });
    },
  );

  const fieldError = (key: SettingKey) => form.formState.errors[key]?.message;
  useReportUnsaved(form.formState.isDirty);

  return { form, submit, outcome, saving: save.isPending, fieldError };
}

export type SettingsSection = ReturnType<typeof useSettingsSection>;
