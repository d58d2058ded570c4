import { useState } from 'react';
import { LABEL_KINDS, type LabelKind } from '../../../../shared/inventory/labels';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-fetch';
import { labelsApi, useLabels } from '../api/labels-api';

const NEW = '__new__';
const LABEL = { brands: 'Marca', categories: 'Categoria' } as const;
const NONE = { brands: 'Nessuna marca', categories: 'Nessuna categoria' } as const;
const ADD = { brands: 'Nuova marca…', categories: 'Nuova categoria…' } as const;

interface LabelSelectProps {
  kind: LabelKind;
  value: string;
  onChange: (id: string) => void;
  error?: string;
}

/** A brand or category picker whose last choice creates a new one, then picks it. */
export function LabelSelect({ kind, value, onChange, error }: LabelSelectProps) {
  const labels = useLabels(kind);
  const create = labelsApi[kind].useCreate();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');

  async function add() {
    const created = await create.mutateAsync({ name }).catch(() => null);
    if (!created) return;
    onChange(created.id);
    setAdding(false);
    setName('');
  }

  return (
    <div className="flex flex-col gap-2">
      <SelectField
        label={LABEL[kind]}
        value={adding ? NEW : value}
        error={error}
        onChange={(event) => {
          const choice = event.target.value;
          setAdding(choice === NEW);
          if (choice !== NEW) onChange(choice);
        }}
      >
        <option value="">{NONE[kind]}</option>
        {labels.data?.map((label) => (
          <option key={label.id} value={label.id}>
            {label.name}
          </option>
        ))}
        <option value={NEW}>{ADD[kind]}</option>
      </SelectField>
      {adding && (
        <div className="flex items-end gap-2">
          <TextField
            label={`Nome della nuova ${LABEL_KINDS[kind].singular}`}
            className="flex-1"
            value={name}
            error={create.isError ? errorMessage(create.error) : undefined}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void add();
              }
            }}
          />
          <Button variant="secondary" busy={create.isPending} onClick={() => void add()}>
            Aggiungi
          </Button>
        </div>
      )}
    </div>
  );
}
