import { GOAL_TITLE_MAX, GOAL_TYPES, GOAL_TYPE_INFO, type Goal } from '@contract/sustainability.ts';
import { useWatch } from 'react-hook-form';
import { LabelledField } from '@/components/labelled-field.tsx';
import { SelectControl } from '@/components/select-control.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Form } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useZodForm } from '@/lib/forms/use-zod-form.ts';
import { toast } from '@/lib/toast.ts';
import { useCreateGoal, useUpdateGoal } from '../api.ts';
import { formFromGoal, goalFormSchema, type GoalFormOutput } from '../goal-form-schema.ts';

const GOAL_TYPE_LABELS = Object.fromEntries(GOAL_TYPES.map((t) => [t, GOAL_TYPE_INFO[t].label]));

interface GoalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The goal to edit; absent to set a new one. */
  goal?: Goal | null;
}

/** 'Set New Goal': type, title, target (in the type's unit) and an optional date. */
export function GoalDialog({ open, onOpenChange, goal = null }: GoalDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{goal ? 'Edit Goal' : 'Set New Goal'}</DialogTitle>
          <DialogDescription>
            Progress is measured from your wardrobe and wear log.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <GoalForm key={goal?.id ?? 'new'} goal={goal} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function GoalForm({ goal, onDone }: { goal: Goal | null; onDone: () => void }) {
  const form = useZodForm(goalFormSchema, { defaultValues: formFromGoal(goal), mode: 'onChange' });
  const type = useWatch({ control: form.control, name: 'goalType' });
  const create = useCreateGoal();
  const update = useUpdateGoal();
  const pending = create.isPending || update.isPending;

  function onValid({ goalType, ...fields }: GoalFormOutput) {
    if (pending) return;
    const done = (message: string) => () => {
      toast({ title: message });
      onDone();
    };
    // A goal keeps its type: an edit sends the other fields only.
    if (goal) update.mutate({ id: goal.id, patch: fields }, { onSuccess: done('Goal updated') });
    else create.mutate({ goalType, ...fields }, { onSuccess: done('Goal set') });
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onValid)} noValidate className="grid gap-5">
        <LabelledField control={form.control} name="goalType" label="Goal type" message={false}>
          {(field) => (
            <SelectControl
              field={field}
              options={GOAL_TYPES}
              labels={GOAL_TYPE_LABELS}
              disabled={goal !== null}
            />
          )}
        </LabelledField>
        <LabelledField control={form.control} name="title" label="Title *" message={false}>
          {(field) => (
            <Input
              maxLength={GOAL_TITLE_MAX}
              placeholder="e.g. Wear every piece 5 times"
              autoComplete="off"
              required
              {...field}
            />
          )}
        </LabelledField>
        <div className="grid gap-4 sm:grid-cols-2">
          <LabelledField
            control={form.control}
            name="target"
            label={`${GOAL_TYPE_INFO[type].target} *`}
            className="content-start"
            message={false}
          >
            {(field) => (
              <Input
                type="number"
                inputMode="decimal"
                min={type === 'cost-per-wear' ? 0.01 : 1}
                max={type === 'utilization' ? 100 : undefined}
                step={type === 'cost-per-wear' ? 0.01 : 1}
                required
                {...field}
              />
            )}
          </LabelledField>
          <LabelledField
            control={form.control}
            name="targetDate"
            label="Target date"
            className="content-start"
            message={false}
          >
            {(field) => <Input type="date" {...field} />}
          </LabelledField>
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={!form.formState.isValid || pending}>
            {pending && <Spinner decorative className="text-current" />}
            {goal ? 'Save Goal' : 'Set Goal'}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
