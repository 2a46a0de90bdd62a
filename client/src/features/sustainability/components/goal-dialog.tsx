import {
  GOAL_TITLE_MAX,
  GOAL_TYPES,
  GOAL_TYPE_INFO,
  type Goal,
  type GoalType,
} from '@contract/sustainability.ts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { toast } from '@/lib/toast.ts';
import { useCreateGoal, useUpdateGoal } from '../api.ts';

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

// Cost per wear is stored in cents and typed in dollars.
const toInput = (type: GoalType, value: number) =>
  type === 'cost-per-wear' ? (value / 100).toFixed(2) : String(value);
const fromInput = (type: GoalType, text: string) =>
  type === 'cost-per-wear' ? Math.round(Number(text) * 100) : Number(text);

function GoalForm({ goal, onDone }: { goal: Goal | null; onDone: () => void }) {
  const [type, setType] = useState<GoalType>(goal?.goalType ?? 'wear-each');
  const [title, setTitle] = useState(goal?.title ?? '');
  const [target, setTarget] = useState(goal ? toInput(goal.goalType, goal.targetValue) : '');
  const [date, setDate] = useState(goal?.targetDate ?? '');
  const create = useCreateGoal();
  const update = useUpdateGoal();
  const id = useId();
  const pending = create.isPending || update.isPending;
  const value = fromInput(type, target);
  const max = type === 'utilization' ? 100 : undefined;
  const valid =
    title.trim() !== '' && Number.isInteger(value) && value >= 1 && (!max || value <= max);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!valid || pending) return;
    const fields = { title: title.trim(), targetValue: value, targetDate: date || null };
    const done = (message: string) => () => {
      toast({ title: message });
      onDone();
    };
    if (goal) update.mutate({ id: goal.id, patch: fields }, { onSuccess: done('Goal updated') });
    else create.mutate({ goalType: type, ...fields }, { onSuccess: done('Goal set') });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-type`}>Goal type</Label>
        <Select
          value={type}
          onValueChange={(next) => setType(next as GoalType)}
          disabled={goal !== null}
        >
          <SelectTrigger id={`${id}-type`} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {GOAL_TYPES.map((t) => (
              <SelectItem key={t} value={t}>
                {GOAL_TYPE_INFO[t].label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-title`}>Title *</Label>
        <Input
          id={`${id}-title`}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={GOAL_TITLE_MAX}
          placeholder="e.g. Wear every piece 5 times"
          autoComplete="off"
          required
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-target`}>{GOAL_TYPE_INFO[type].target} *</Label>
          <Input
            id={`${id}-target`}
            type="number"
            inputMode="decimal"
            min={type === 'cost-per-wear' ? 0.01 : 1}
            max={max}
            step={type === 'cost-per-wear' ? 0.01 : 1}
            value={target}
            onChange={(e) => setTarget(e.target.value)}
            required
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-date`}>Target date</Label>
          <Input
            id={`${id}-date`}
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
        </div>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!valid || pending}>
          {pending && <Spinner decorative className="text-current" />}
          {goal ? 'Save Goal' : 'Set Goal'}
        </Button>
      </DialogFooter>
    </form>
  );
}
