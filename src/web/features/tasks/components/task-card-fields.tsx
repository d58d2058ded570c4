import { formatCalendarDate } from '../../../../shared/format';
import {
  TASK_PRIORITIES,
  TASK_STATUSES,
  type TaskDto,
  type TaskPriority,
  type TaskStatus,
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
      <CardField
        what="Stato"
        title={title}
        text={task.status}
        editor={(field) => (
          <FieldSelect
            {...field}
            value={task.status}
            onPick={(status) => onEdit(task, { status: status as TaskStatus })}
          >
            {TASK_STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </FieldSelect>
        )}
      />
      <CardField
        what="Priorità"
        title={title}
        text={task.priority}
        editor={(field) => (
          <FieldSelect
            {...field}
            value={task.priority}
            onPick={(priority) => onEdit(task, { priority: priority as TaskPriority })}
          >
            {TASK_PRIORITIES.map((p) => (
              <option key={p}>{p}</option>
            ))}
          </FieldSelect>
        )}
      />
      <CardField
        what="Assegnatario"
        title={title}
        text={task.assigned_to_email ?? 'Nessuno'}
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
