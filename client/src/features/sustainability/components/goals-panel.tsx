import { GOAL_TYPE_INFO, type Goal } from '@contract/sustainability.ts';
import { CheckCircle2, Pencil, Target, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { QueryView } from '@/components/query-view.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/lib/toast.ts';
import { useDeleteGoal, useGoals } from '../api.ts';
import { GoalDialog } from './goal-dialog.tsx';
import { Panel } from './impact-cards.tsx';

const byDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The user's goals with progress bars measured from their data; edit and delete. */
export function GoalsPanel({ onSetGoal }: { onSetGoal: () => void }) {
  const goals = useGoals();
  const remove = useDeleteGoal();
  const [editing, setEditing] = useState<Goal | null>(null);
  return (
    <Panel title="Sustainability Goals">
      <QueryView
        query={goals}
        loading={<Skeleton className="h-24 rounded-2xl" />}
        empty={
          <EmptyState
            size="section"
            icon={Target}
            description="No goals yet. Set one and watch it fill from the wears you log."
          >
            <Button variant="outline" onClick={onSetGoal}>
              Set New Goal
            </Button>
          </EmptyState>
        }
      >
        {(list) => (
          <ul className="grid gap-4">
            {list.map((goal) => (
              <li key={goal.id} className="rounded-2xl border p-4">
                <div className="flex items-start gap-3">
                  <div className="min-w-0 flex-1">
                    <p className="flex items-center gap-1.5 font-medium">
                      {goal.isCompleted && (
                        <CheckCircle2 className="size-4 text-emerald-600" aria-label="Completed" />
                      )}
                      {goal.title}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {GOAL_TYPE_INFO[goal.goalType].label}
                      {goal.targetDate && ` · by ${byDate(goal.targetDate)}`}
                    </p>
                  </div>
                  <Button
                    size="icon"
                    variant="ghost"
                    className="size-8"
                    aria-label={`Edit ${goal.title}`}
                    onClick={() => setEditing(goal)}
                  >
                    <Pencil className="size-4" aria-hidden="true" />
                  </Button>
                  <ConfirmDialog
                    trigger={
                      <Button
                        size="icon"
                        variant="ghost"
                        className="size-8"
                        aria-label={`Delete ${goal.title}`}
                      >
                        <Trash2 className="size-4" aria-hidden="true" />
                      </Button>
                    }
                    title={`Delete “${goal.title}”?`}
                    description="The goal and its progress are removed."
                    confirmLabel="Delete"
                    destructive
                    onConfirm={() =>
                      remove.mutate(goal.id, { onSuccess: () => toast({ title: 'Goal deleted' }) })
                    }
                  />
                </div>
                <Progress
                  value={goal.progress}
                  max={100}
                  className="mt-3 h-2"
                  aria-label={`${goal.title} progress`}
                />
                <p className="mt-2 flex justify-between gap-3 text-xs text-muted-foreground">
                  <span>{goal.progressLabel}</span>
                  <span className="tabular-nums">{goal.progress}%</span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <GoalDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        goal={editing}
      />
    </Panel>
  );
}
