import { formatCalendarDate } from '../../../../shared/format';
import {
  TASK_PRIORITIES,
  TASK_PRIORITY_CLASSES,
  TASK_STATUSES,
  type TaskDto,
  type TaskUpdateInput,
} from '../../../../shared/tasks/tasks';
import { AssigneeOptions } from './assignee-options';
import { CardField, FieldDate, FieldSelect } from './card-field';

interface TaskCardFieldsProps {
  task: TaskDto;
  onEdit: (task: TaskDto, patch: Omit<TaskUpdateInput, 'version'>) => void;
}

/**
 * A card's status, priority, assignee and due date, each read as text and edited in place. The
 * status is how a phone moves a card (its columns stack and drag and drop needs a mouse).
 */
export function TaskCardFields({ task, onEdit }: TaskCardFieldsProps) {
  const { title } = task;
  return (
    <div className="grid grid-cols-2 gap-2">
      <ListField
        what="Stato"
        task={task}
        value={task.status}
        values={TASK_STATUSES}
        onPick={(status) => onEdit(task, { status })}
      />
      <ListField
        what="Priorità"
        task={task}
        value={task.priority}
        values={TASK_PRIORITIES}
        tone={TASK_PRIORITY_CLASSES[task.priority]}
        onPick={(priority) => onEdit(task, { priority })}
      />
      <CardField
        what="Assegnatario"
        title={title}
        text={task.assigned_to_name ?? 'Nessuno'}
        editor={(field) => (
          <FieldSelect
            {...field}
            value={task.assigned_to ?? ''}
            onPick={(id) => onEdit(task, { assigned_to: id || null })}
          >
            <AssigneeOptions task={task} />
          </FieldSelect>
        )}
      />
      <CardField
        what="Scadenza"
        title={title}
        text={task.due_date ? formatCalendarDate(task.due_date) : 'Nessuna'}
        editor={(field) => (
          <FieldDate
            {...field}
            value={task.due_date ?? ''}
            onSave={(due) => onEdit(task, { due_date: due || null })}
          />
        )}
      />
    </div>
  );
}

interface ListFieldProps<T extends string> {
  what: string;
  task: TaskDto;
  value: T;
  /** The choices, shown as they read (Italian words: Assegnato, Urgente…). */
  values: readonly T[];
  onPick: (value: T) => void;
  tone?: string;
}

/** A field chosen from a fixed list: the status and the priority. */
function ListField<T extends string>(props: ListFieldProps<T>) {
  const { what, task, value, values, onPick } = props;
  return (
    <CardField
      what={what}
      title={task.title}
      text={value}
      tone={props.tone}
      editor={(field) => (
        <FieldSelect {...field} value={value} onPick={(picked) => onPick(picked as T)}>
          {values.map((v) => (
            <option key={v}>{v}</option>
          ))}
        </FieldSelect>
      )}
    />
  );
}
