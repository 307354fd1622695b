import { useId, useState, type FormEvent } from 'react';
import type { CitationSchedule } from '../../../shared/contract/citations';
import { MAX_SCAN_INTERVAL_DAYS, MIN_SCAN_INTERVAL_DAYS } from '../../../shared/domain/citation-scans';
import { Alert } from '../../components/ui/alert';
import { SubmitButton } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { QueryStatus } from '../../components/ui/query-status';
import { Skeleton, SkeletonGroup } from '../../components/ui/skeleton';
import { TextField } from '../../components/ui/text-field';
import { ApiRequestError, failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useCitationSchedule, useUpdateCitationSchedule } from './queries';
import {
  scheduleChanged,
  scheduleErrorsFromFieldErrors,
  scheduleRequest,
  scheduleValues,
  type ScheduleErrors,
  type ScheduleValues,
} from './schedule-changes';

const SCAN_TIME_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const everyDays = (days: number) => `every ${days} ${days === 1 ? 'day' : 'days'}`;

/** How often every business is scanned again; owners and admins change it, others read it. */
export function CitationScheduleCard({ canChange }: { canChange: boolean }) {
  const titleId = useId();
  const schedule = useCitationSchedule();

  return (
    <Card data-testid="citation-schedule" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Scheduled rescans</CardTitle>
        <CardDescription>Every business is scanned again on a schedule, so new problems appear here unasked.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {schedule.data ? (
          <>
            <ScheduleFacts schedule={schedule.data} />
            {canChange ? (
              // A saved schedule starts the form afresh from what the server kept.
              <ScheduleForm key={`${schedule.data.enabled}-${schedule.data.intervalDays}`} schedule={schedule.data} />
            ) : (
              <p className="text-sm text-slate-500" data-testid="citation-schedule-read-only">
                Only the organization’s owners and admins can change the schedule.
              </p>
            )}
          </>
        ) : schedule.isError ? (
          <QueryStatus query={schedule} subject="the rescan schedule" />
        ) : (
          <SkeletonGroup label="Loading the rescan schedule" className="space-y-3">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-10 w-full" />
          </SkeletonGroup>
        )}
      </CardContent>
    </Card>
  );
}

function ScheduleFacts({ schedule }: { schedule: CitationSchedule }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
      <dt className="text-slate-500">Rescans</dt>
      <dd className="font-medium text-slate-900" data-testid="citation-schedule-state">
        {schedule.enabled ? `On, ${everyDays(schedule.intervalDays)}` : 'Off'}
      </dd>
      <dt className="text-slate-500">Next scan</dt>
      <dd className="text-slate-900" data-testid="citation-schedule-next">
        {schedule.enabled && schedule.nextScanAt ? (
          <time dateTime={schedule.nextScanAt}>{SCAN_TIME_FORMAT.format(new Date(schedule.nextScanAt))}</time>
        ) : (
          'Not scheduled'
        )}
      </dd>
    </dl>
  );
}

function ScheduleForm({ schedule }: { schedule: CitationSchedule }) {
  const [values, setValues] = useState<ScheduleValues>(() => scheduleValues(schedule));
  const [errors, setErrors] = useState<ScheduleErrors>({});
  const save = useUpdateCitationSchedule();

  const enabledErrorId = useId();

  // Changing a field clears its error.
  const change = <K extends keyof ScheduleValues>(field: K, value: ScheduleValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = scheduleRequest(values);
    if ('errors' in request) {
      setErrors(request.errors);
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(request.body);
      toast({
        title: 'Scheduled rescans saved',
        description: saved.enabled ? `Every business is rescanned ${everyDays(saved.intervalDays)}.` : 'Scheduled rescans are off.',
        variant: 'success',
      });
    } catch (error) {
      if (error instanceof ApiRequestError) setErrors(scheduleErrorsFromFieldErrors(error.fieldErrors));
    }
  };

  const refused = save.error instanceof ApiRequestError && Object.keys(scheduleErrorsFromFieldErrors(save.error.fieldErrors)).length > 0;
  const formError = save.error && !refused ? failureMessage(save.error, 'Could not save the schedule.') : null;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4" aria-label="Scheduled rescans" data-testid="citation-schedule-form">
      {formError && (
        <Alert variant="destructive" data-testid="citation-schedule-error">
          {formError}
        </Alert>
      )}
      <div className="space-y-1.5">
        <label className="max-sm:min-h-11 flex cursor-pointer items-center gap-2.5 text-sm font-medium text-slate-700">
          <Checkbox
            checked={values.enabled}
            onCheckedChange={(enabled) => change('enabled', enabled)}
            aria-invalid={Boolean(errors.enabled)}
            aria-describedby={errors.enabled ? enabledErrorId : undefined}
            data-testid="citation-schedule-enabled"
          />
          Rescan every business automatically
        </label>
        {errors.enabled && (
          <p id={enabledErrorId} className="text-sm text-red-600">
            {errors.enabled}
          </p>
        )}
      </div>
      <TextField
        label="Days between rescans"
        type="number"
        inputMode="numeric"
        min={MIN_SCAN_INTERVAL_DAYS}
        max={MAX_SCAN_INTERVAL_DAYS}
        step={1}
        name="intervalDays"
        value={values.intervalDays}
        onValueChange={(intervalDays) => change('intervalDays', intervalDays)}
        error={errors.intervalDays}
        hint={`From ${MIN_SCAN_INTERVAL_DAYS} to ${MAX_SCAN_INTERVAL_DAYS} days.`}
        className="sm:max-w-40"
        data-testid="citation-schedule-interval"
      />
      <div className="flex justify-end">
        <SubmitButton pending={save.isPending} pendingLabel="Saving..." disabled={!scheduleChanged(schedule, values)} data-testid="citation-schedule-save">
          Save schedule
        </SubmitButton>
      </div>
    </form>
  );
}
