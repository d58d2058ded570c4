import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  TASK_PRIORITIES,
  TASK_STATUSES,
  type TaskDto,
  taskCreateSchema,
} from '../../../../shared/tasks/tasks';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { RequiredNote, SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { useAssignableUsers } from '../../../lib/assignable-users';
import { applyServerErrors } from '../../../lib/form-errors';
import { tasksApi } from '../api/tasks-api';

const FIELDS = ['title', 'description', 'due_date', 'assigned_to', 'status', 'priority'] as const;

interface TaskFormProps {
  task?: TaskDto;
  /** A new task from a ticket's page: linked to it, and back there after saving. */
  ticketId?: string;
}

/** One form for a new task and an edit (the edit carries the version it read: 409 if stale). */
export function TaskForm({ task, ticketId }: TaskFormProps) {
  const navigate = useNavigate();
  const users = useAssignableUsers();
  const saving = tasksApi.useSave(task);
  const [failure, setFailure] = useState<string | null>(null);
  const linkedTicket = task?.ticket_id ?? ticketId ?? null;
  const back = linkedTicket && !task ? `/tickets/${linkedTicket}` : '/tasks';
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(taskCreateSchema),
    defaultValues: {
      title: task?.title ?? '',
      description: task?.description ?? '',
      due_date: task?.due_date ?? '',
      assigned_to: task?.assigned_to ?? '',
      status: task?.status ?? 'Assegnato',
      priority: task?.priority ?? 'Normale',
      ticket_id: linkedTicket ?? '',
    },
  });
  const { errors } = formState;
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await saving.save({ ...values, version: task?.version ?? 0 });
      navigate(back);
    } catch (error) {
      setFailure(applyServerErrors(error, setError, FIELDS));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="grid max-w-3xl gap-4 sm:grid-cols-2">
      <RequiredNote className="sm:col-span-2" />
      <TextField
        label="Titolo"
        required
        className="sm:col-span-2"
        autoComplete="off"
        error={errors.title?.message}
        {...register('title')}
      />
      <TextAreaField
        label="Descrizione"
        className="sm:col-span-2"
        error={errors.description?.message}
        {...register('description')}
      />
      <SelectField label="Stato" error={errors.status?.message} {...register('status')}>
        {TASK_STATUSES.map((s) => (
          <option key={s}>{s}</option>
        ))}
      </SelectField>
      <SelectField label="Priorità" error={errors.priority?.message} {...register('priority')}>
        {TASK_PRIORITIES.map((p) => (
          <option key={p}>{p}</option>
        ))}
      </SelectField>
      <SelectField
        label="Assegnato a"
        error={errors.assigned_to?.message}
        {...register('assigned_to')}
      >
        <option value="">Nessuno</option>
        {(users.data ?? []).map((u) => (
          <option key={u.id} value={u.id}>
            {u.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Scadenza"
        type="date"
        error={errors.due_date?.message}
        {...register('due_date')}
      />
      {linkedTicket && (
        <p className="text-sm sm:col-span-2">
          {`Collegato al ticket ${task?.ticket_number ?? ''}`.trim()}
        </p>
      )}
      {failure && (
        <Alert tone="error" className="sm:col-span-2">
          {failure}
        </Alert>
      )}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" busy={saving.isPending}>
          Salva
        </Button>
        <Button variant="secondary" onClick={() => navigate(back)}>
          Annulla
        </Button>
      </div>
    </form>
  );
}
