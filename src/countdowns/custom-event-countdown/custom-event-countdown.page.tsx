import { Suspense, lazy, useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useForm } from '@tanstack/react-form';
import { parseIsoDate } from '@/lib/date/core/civil-date';
import { formatLong } from '@/lib/date/core/format';
import { eventStart } from '@/lib/date/event-time';
import { localZone } from '@/lib/date/time-zones';
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
  TIME_MESSAGE,
  canonicalEventSearch,
  emojiPicture,
  eventParams,
  eventFromFields,
  eventSchema,
  eventSearch,
  isPast,
  readEvent,
  type EventFields,
} from '@/countdowns/custom-event-countdown/custom-event-countdown.params';
import { meta } from '@/countdowns/custom-event-countdown/custom-event-countdown.meta';
import { RefusedLinkNotes } from '@/kit/calculator/refused-link-keys';
import { inZoneText, UNKNOWN_CITY_NOTE, UNKNOWN_ZONE_NOTE } from '@/components/zone-param';

// A link's countdown is drawn after hydration, so its code loads then, not with the form.
const EventView = lazy(() => import('@/countdowns/custom-event-countdown/event-view'));
const ZoneCombobox = lazy(() => import('@/components/zone-combobox').then((module) => ({ default: module.ZoneCombobox })));

export default articlePage({
  meta,
  heading: 'Custom Event Countdown',
  lead: 'Name any event, pick its date (and a time in any zone, if you like) and an emoji, and count down to it.',
  text: () => import('@/countdowns/custom-event-countdown/custom-event-countdown.content'),
  canonicalSearch: canonicalEventSearch,
  Calculator: () => (
    <>
      <CustomEventCountdown />
      <ToasterHost />
    </>
  ),
});

const emptyEvent: EventFields = { name: '', date: '', emoji: DEFAULT_EMOJI, time: '', zone: '', zoneCity: '' };

/**
 * Whether the start the form holds (with a time or a zone) has passed: the message to show, or
 * undefined. A start is an instant: an event today at a time already gone is refused, and so is
 * a date the visitor's calendar has left if the event's zone is still before it. Read at submit.
 */
function passedMessage(fields: EventFields): string | undefined {
  const date = parseIsoDate(fields.date);
  if (date === null || !eventSchema.time.safeParse(fields.time).success || !eventSchema.zone.safeParse(fields.zone).success) return undefined;
  const own = localZone();
  const { time, zone } = eventFromFields(fields, own);
  const start = eventStart({ date, time, zone, visitorZone: own });
  if (start === null || start.instant > Date.now()) return undefined;
  const where = inZoneText(start.event.zone, own);
  return time === null
    ? `Midnight at the start of ${formatLong(date)}${where} has already passed. Choose a later date, or add a time.`
    : `${start.event.time} on ${formatLong(start.event.date)}${where} has already passed. Choose a later time or date.`;
}

/** The keys whose refusal the countdown names (a bad name, date or emoji leaves the form to say so). */
const LINK_PARSERS = { time: eventParams.time, zone: eventParams.zone, zoneCity: eventParams.zoneCity };
const LINK_NOTES = {
  time: 'The link’s time is not a time on the 24-hour clock, so the countdown runs to midnight.',
  zone: UNKNOWN_ZONE_NOTE,
  zoneCity: UNKNOWN_CITY_NOTE,
};

const timed = (fields: EventFields) => fields.time !== '' || fields.zone.trim() !== '';

/**
 * The form (TanStack Form, checked by the page's zod schema) until a link holds an event, then
 * the event's countdown. Create writes name, date, emoji, and the time and zone if given, as a
 * new history entry; 'Create Another Countdown' returns to the form with the event's values in it.
 */
export function CustomEventCountdown() {
  const today = useToday();
  const live = today !== null; // the page runs in the browser (see useToday)
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const zoneHintId = useId();
  const [moreOpen, setMoreOpen] = useState(false);
  // The address is read only once live: the prerendered page is the empty form.
  const event = live ? readEvent(searchParams) : null;

  const form = useForm({
    defaultValues: emptyEvent,
    onSubmit: ({ value }) => {
      navigate({ search: eventSearch(eventFromFields(value, localZone())) }, { preventScrollReset: true });
      void toastSuccess('Countdown created!', `Counting down to ${value.name.trim()}. Copy the link to keep it.`);
    },
  });

  if (event) {
    return (
      <>
        {/* A link's time or zone this page cannot read was left out on load: say so beside the countdown. */}
        <RefusedLinkNotes parsers={LINK_PARSERS} known={live} notes={LINK_NOTES} />
        <Suspense fallback={<div className="mt-4 min-h-96 rounded-xl border bg-card p-6 text-muted-foreground">Loading the countdown…</div>}>
        <EventView
          event={event}
          picture={<img {...emojiPicture(event.emoji)} alt={EMOJI.find((e) => e.slug === event.emoji)?.name ?? event.emoji} className="mt-3 block size-15" />}
          today={today}
          onAnother={() => {
            form.setFieldValue('name', event.name);
            form.setFieldValue('date', event.date);
            form.setFieldValue('emoji', event.emoji);
            form.setFieldValue('time', event.time ?? '');
            form.setFieldValue('zone', event.zone ?? '');
            form.setFieldValue('zoneCity', event.zoneCity ?? '');
            navigate({ search: '' });
          }}
        />
        </Suspense>
      </>
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
            onSubmit: ({ value, fieldApi }) => {
              if (parseIsoDate(value) === null) return DATE_MESSAGE;
              const fields = fieldApi.form.state.values;
              if (!timed(fields)) return today && isPast(value, today) ? PAST_MESSAGE : undefined;
              return fields.time === '' ? passedMessage(fields) : undefined;
            },
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
        {/* Optional, so folded away (the phone's first screen keeps Create); open while it holds a value or a message. */}
        <form.Subscribe
          selector={(state) =>
            state.values.time !== '' ||
            state.values.zone !== '' ||
            (state.fieldMeta.time?.errors.length ?? 0) > 0 ||
            (state.fieldMeta.zone?.errors.length ?? 0) > 0
          }
        >
          {(held) => (
            <details open={held || moreOpen} onToggle={(e) => setMoreOpen(e.currentTarget.open)} className="group">
              <summary className="w-fit cursor-pointer text-sm font-medium">Add a time and time zone (optional)</summary>
              <div className="mt-3 grid gap-5 sm:max-w-md">
                <form.Field
                  name="time"
                  validators={{
                    onSubmit: ({ value, fieldApi }) =>
                      !eventSchema.time.safeParse(value).success ? TIME_MESSAGE : value !== '' ? passedMessage(fieldApi.form.state.values) : undefined,
                  }}
                >
                  {(field) => (
                    <TextField
                      label="Time"
                      name="time"
                      type="time"
                      step={60}
                      optional
                      value={field.state.value}
                      onChange={field.handleChange}
                      onBlur={field.handleBlur}
                      error={errorText(field.state.meta.errors)}
                      className="max-w-40"
                    />
                  )}
                </form.Field>
                <form.Field name="zone" validators={{ onSubmit: eventSchema.zone }}>
                  {(field) => {
                    const props = { label: 'Time zone', name: 'zone', value: field.state.value, error: errorText(field.state.meta.errors) };
                    // A plain text box (it takes an id or a label as typed) until the fold opens: the searchable field loads then.
                    const plain = <TextField {...props} onChange={field.handleChange} optional onBlur={field.handleBlur} />;
                    // The box keeps the city a zone was chosen by (typing clears it).
                    const choose = (zone: string, city: string | null) => {
                      field.handleChange(zone);
                      field.form.setFieldValue('zoneCity', city ?? '');
                    };
                    return (
                      <div>
                        {held || moreOpen ? (
                          <Suspense fallback={plain}>
                            <form.Subscribe selector={(state) => state.values.zoneCity}>
                              {(city) => <ZoneCombobox {...props} city={city || null} cityKey="zoneCity" onChange={choose} hintId={zoneHintId} />}
                            </form.Subscribe>
                          </Suspense>
                        ) : (
                          plain
                        )}
                        <p id={zoneHintId} className="mt-2 text-sm text-muted-foreground">
                          Leave it empty for your own time zone{live && ` (${localZone()})`}. A zone without a time means midnight in that zone.
                        </p>
                      </div>
                    );
                  }}
                </form.Field>
              </div>
            </details>
          )}
        </form.Subscribe>
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
                    <img {...emojiPicture(emoji.slug)} alt={emoji.name} className="size-7" />
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
  optional = false,
  ...input
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  className?: string;
  /** Not required: an empty field has a meaning (a time: midnight). */
  optional?: boolean;
  type?: string;
  step?: number;
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
        required={!optional}
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
