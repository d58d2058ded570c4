import { type ReactNode, useRef, useState } from 'react';
import {
  TASK_MESSAGES,
  TASK_STATUSES,
  type TaskDto,
  type TaskStatus,
  type TaskUpdateInput,
} from '../../../../shared/tasks/tasks';
import { StatusRegion } from '../../../components/ui/alert';
import { PagedList } from '../../../components/ui/paged-list';
import { errorMessage } from '../../../lib/api-fetch';
import { type TaskFilters, tasksApi, useRefreshTasks, useTaskColumn } from '../api/tasks-api';
import { TaskCard } from './task-card';

interface ColumnProps {
  status: TaskStatus;
  filters: TaskFilters;
  card: (task: TaskDto) => ReactNode;
  onDrop: (status: TaskStatus) => void;
}

function Column({ status, filters, card, onDrop }: ColumnProps) {
  const list = useTaskColumn(status, filters);
  const headingId = `column-${status.replaceAll(' ', '-')}`;
  return (
    <section
      aria-labelledby={headingId}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        onDrop(status);
      }}
      className="flex min-h-40 flex-col gap-3 rounded-lg bg-slate-100 p-3 dark:bg-slate-800"
    >
      <h2 id={headingId} className="font-semibold">
        {status}
      </h2>
      <PagedList
        query={list}
        loading={{
          label: `Caricamento dei task ${status}...`,
          rows: 2,
          rowClassName: 'h-24 w-full',
        }}
        empty={TASK_MESSAGES.empty}
        loadError={() => 'Errore nel caricamento dei task'}
        refreshError="Errore nel caricamento dei task"
        loadMore={`Carica altri task (${status})`}
      >
        {(tasks) => <div className="flex flex-col gap-3">{tasks.map(card)}</div>}
      </PagedList>
    </section>
  );
}

/**
 * The board: a column per status (stacked on a phone). A card moves by dragging it to a column,
 * by the arrow keys on its handle, or by its status field; every change carries the card's
 * version, and a stale one is refused with the conflict message on the card.
 */
export function TaskBoard({ filters }: { filters: TaskFilters }) {
  const update = tasksApi.useUpdate();
  const remove = tasksApi.useRemove();
  const refresh = useRefreshTasks();
  const dragged = useRef<TaskDto | null>(null);
  const [moved, setMoved] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  function edit(task: TaskDto, patch: Omit<TaskUpdateInput, 'version'>) {
    setErrors(({ [task.id]: _gone, ...rest }) => rest);
    update.mutate(
      { id: task.id, patch: { ...patch, version: task.version } },
      {
        onSuccess: (saved) => {
          if (patch.status && patch.status !== task.status) {
            setMoved(saved.id);
            setAnnouncement(`${saved.title} spostato in ${saved.status}`);
          }
        },
        onError: (error) => {
          setErrors((all) => ({ ...all, [task.id]: errorMessage(error) }));
          void refresh();
        },
      },
    );
  }

  const statuses = filters.status ? [filters.status as TaskStatus] : TASK_STATUSES;
  return (
    <>
      <StatusRegion>{announcement && <p className="sr-only">{announcement}</p>}</StatusRegion>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {statuses.map((status) => (
          <Column
            key={status}
            status={status}
            filters={filters}
            onDrop={(to) => {
              const task = dragged.current;
              dragged.current = null;
              if (task && task.status !== to) edit(task, { status: to });
            }}
            card={(task) => (
              <TaskCard
                key={task.id}
                task={task}
                onEdit={edit}
                onDragStart={(t) => {
                  dragged.current = t;
                }}
                focusHandle={moved === task.id}
                error={errors[task.id] ?? null}
                onDelete={(t) => remove.mutateAsync(t.id)}
                deleting={remove.isPending && remove.variables === task.id}
              />
            )}
          />
        ))}
      </div>
    </>
  );
}
