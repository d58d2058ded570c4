import { GripVertical, Pencil } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { TASK_DUE_BADGES, TASK_DUE_LABELS } from '../../../../shared/tasks/task-due';
import {
  FINISHED_TASK_STATUS,
  TASK_MESSAGES,
  TASK_STATUSES,
  type TaskDto,
  type TaskUpdateInput,
} from '../../../../shared/tasks/tasks';
import { Alert } from '../../../components/ui/alert';
import { StatusBadge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { DeleteButton } from '../../../components/ui/delete-button';
import { TaskCardFields } from './task-card-fields';

const EXCERPT = 140;

interface TaskCardProps {
  task: TaskDto;
  /** Saves one inline change with the version the card shows; the board reports a conflict. */
  onEdit: (task: TaskDto, patch: Omit<TaskUpdateInput, 'version'>) => void;
  onDragStart: (task: TaskDto) => void;
  /** The card just moved by keyboard: its handle takes the focus back in the new column. */
  focusHandle: boolean;
  error: string | null;
  /** Deletes the task; one mutation for the whole board rather than one per card. */
  onDelete: (task: TaskDto) => Promise<unknown>;
  deleting: boolean;
}

/** One task: title, excerpt, due colour, and status / priority / assignee / due date in place. */
export function TaskCard(props: TaskCardProps) {
  const { task, onEdit, onDragStart, focusHandle, error } = props;
  const handle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusHandle) handle.current?.focus();
  }, [focusHandle]);

  const index = TASK_STATUSES.indexOf(task.status);
  const moveBy = (event: KeyboardEvent) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const next = TASK_STATUSES[index + delta];
    if (delta === 0 || !next) return;
    event.preventDefault();
    onEdit(task, { status: next });
  };
  const description = task.description ?? '';
  return (
    <article
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData('text/plain', task.id);
        onDragStart(task);
      }}
      aria-label={task.title}
      // Off-screen cards are laid out and painted only when scrolled to (a column shows a few of
      // its 20): layout was most of the board's first render on a slow CPU (docs/decisions/016).
      className="flex flex-col gap-2 rounded-lg border [contain-intrinsic-size:auto_15rem] [content-visibility:auto] border-slate-300 bg-white p-3 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex items-start gap-2">
        <button
          ref={handle}
          type="button"
          onKeyDown={moveBy}
          aria-label={`Sposta ${task.title}: frecce sinistra e destra per cambiare colonna`}
          className={buttonClass('ghost', 'cursor-grab px-1 py-1')}
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
        <h3 className="flex-1 font-semibold break-words">{task.title}</h3>
        {/* A finished task has no due date to watch. */}
        {task.status !== FINISHED_TASK_STATUS && (
          <StatusBadge
            value={task.due}
            colours={TASK_DUE_BADGES}
            label={TASK_DUE_LABELS[task.due]}
          />
        )}
      </div>
      {description && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {description.length > EXCERPT ? `${description.slice(0, EXCERPT)}…` : description}
        </p>
      )}
      {task.ticket_number && (
        <Link className="text-sm underline" to={`/tickets/${task.ticket_id}`}>
          Ticket {task.ticket_number}
        </Link>
      )}
      <TaskCardFields task={task} onEdit={onEdit} />
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-wrap gap-1">
        <Link to={`/tasks/${task.id}/edit`} className={buttonClass('ghost', 'px-2 py-1')}>
          <Pencil className="size-4" aria-hidden="true" />
          Modifica<span className="sr-only"> {task.title}</span>
        </Link>
        <DeleteButton
          what={`il task ${task.title}`}
          busy={props.deleting}
          failed={TASK_MESSAGES.deleteFailed}
          onDelete={() => props.onDelete(task)}
        />
      </div>
    </article>
  );
}
