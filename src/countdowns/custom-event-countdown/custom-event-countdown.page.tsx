import { Suspense, lazy, useId, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useForm } from '@tanstack/react-form';
import { parseIsoDate } from '@/lib/date/core/civil-date';
import { validateInScript } from '@/kit/calculator/form';
import { useToday } from '@/kit/calculator/use-today';
import { articlePage } from '@/kit/calculator/article-frame';
import { DATE_FIELD_LIMITS } from '@/kit/calculator/form-fields';
import { ToasterHost, toastSuccess } from '@/kit/calculator/toast';
import { Button } from '@/kit/calculator/ui/button';
import { Input } from '@/kit/calculator/ui/input';
import { Label } from '@/kit/calculator/ui/label';
import { cn } from '@/shell/utils';
import {
  DATE_MESSAGE,
  DEFAULT_EMOJI,
  EMOJI,
  NAME_MAX,
  PAST_MESSAGE,
  canonicalEventSearch,
  eventSchema,
  eventSearch,
  isPast,
  readEvent,
  type EventFields,
} from '@/countdowns/custom-event-countdown/custom-event-countdown.params';
import { meta } from '@/countdowns/custom-event-countdown/custom-event-countdown.meta';
import { EmojiImage } from '@/countdowns/custom-event-countdown/emoji-image';

// A link's countdown is drawn after hydration, so its code loads then, not with the form.
const EventView = lazy(() => import('@/countdowns/custom-event-countdown/event-view'));

export default articlePage({
  meta,
  heading: 'Custom Event Countdown',
  lead: 'Name any event, pick its date and an emoji, and count down the days to it.',
  text: () => import('@/countdowns/custom-event-countdown/custom-event-countdown.content'),
  canonicalSearch: canonicalEventSearch,
  Calculator: () => (
    <>
      <CustomEventCountdown />
      <ToasterHost />
    </>
  ),
});

const emptyEvent: EventFields = { name: '', date: '', emoji: DEFAULT_EMOJI };

/**
 * The form (TanStack Form, checked by the page's zod schema) until a link holds an event, then
 * the event's countdown. Create writes name, date and emoji as a new history entry; 'Create
 * Another Countdown' returns to the form with the event's values in it.
 */
export function CustomEventCountdown() {
  const today = useToday();
  const live = today !== null; // the page runs in the browser (see useToday)
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // The address is read only once live: the prerendered page is the empty form.
  const event = live ? readEvent(searchParams) : null;

  const form = useForm({
    defaultValues: emptyEvent,
    onSubmit: ({ value }) => {
      navigate({ search: eventSearch({ ...value, name: value.name.trim() }) }, { preventScrollReset: true });
      void toastSuccess('Countdown created!', `Counting down to ${value.name.trim()}. Copy the link to keep it.`);
    },
  });

  if (event) {
    return (
      <Suspense fallback={<div className="mt-4 min-h-96 rounded-xl border bg-card p-6 text-muted-foreground">Loading the countdown…</div>}>
        <EventView
          event={event}
          today={today}
          onAnother={() => {
            form.setFieldValue('name', event.name);
            form.setFieldValue('date', event.date);
            form.setFieldValue('emoji', event.emoji);
            navigate({ search: '' });
          }}
        />
      </Suspense>
    );
  }

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void form.handleSubmit();
  };

  return (
    <div className="mt-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 className="mb-4 text-xl font-semibold">Create your countdown</h2>
      <form method="get" ref={validateInScript} onSubmit={submit} className="grid gap-5">
        <form.Field name="name" validators={{ onSubmit: eventSchema.name }}>
          {(field) => (
            <TextField
              label="Event name"
              name="name"
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              error={errorText(field.state.meta.errors)}
              maxLength={NAME_MAX}
              placeholder="Trip to the coast"
            />
          )}
        </form.Field>
        <form.Field
          name="date"
          validators={{
            onSubmit: ({ value }) => (parseIsoDate(value) === null ? DATE_MESSAGE : today && isPast(value, today) ? PAST_MESSAGE : undefined),
          }}
        >
          {(field) => (
            <TextField
              label="Event date"
              name="date"
              type="date"
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              error={errorText(field.state.meta.errors)}
              min={today ?? DATE_FIELD_LIMITS.min}
              max={DATE_FIELD_LIMITS.max}
              className="sm:max-w-xs"
            />
          )}
        </form.Field>
        <form.Field name="emoji">
          {(field) => (
            <fieldset>
              <legend className="mb-2 text-sm font-medium">Emoji</legend>
              <div className="grid w-full max-w-xs grid-cols-8 gap-1">
                {EMOJI.map((emoji) => (
                  <label
                    key={emoji.slug}
                    title={emoji.name}
                    className="grid aspect-square cursor-pointer place-items-center rounded-md border has-[:checked]:border-primary has-[:checked]:bg-accent"
                  >
                    <input
                      type="radio"
                      name="emoji"
                      value={emoji.slug}
                      checked={field.state.value === emoji.slug}
                      onChange={() => field.handleChange(emoji.slug)}
                      className="sr-only"
                    />
                    <EmojiImage slug={emoji.slug} alt={emoji.name} className="size-7" />
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        </form.Field>
        <form.Subscribe selector={(state) => state.values.name.trim() !== '' && state.values.date !== ''}>
          {(filled) => (
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" disabled={live && !filled}>
                Create Countdown
              </Button>
              <span className={cn('text-sm text-muted-foreground', (!live || filled) && 'invisible')}>
                Enter a name and a date to create it.
              </span>
            </div>
          )}
        </form.Subscribe>
      </form>
    </div>
  );
}

function errorText(errors: readonly unknown[]): string | undefined {
  const first = errors[0];
  if (first === undefined || first === null) return undefined;
  return typeof first === 'string' ? first : ((first as { message?: string }).message ?? String(first));
}

function TextField({
  label,
  name,
  value,
  onChange,
  onBlur,
  error,
  className,
  ...input
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  className?: string;
  type?: string;
  maxLength?: number;
  placeholder?: string;
  min?: string;
  max?: string;
}) {
  const id = useId();
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-warning-foreground">
          {error}
        </p>
      )}
    </div>
  );
}
