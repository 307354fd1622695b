import { useId, useState, type FormEvent } from 'react';
import { Send, X } from 'lucide-react';
import type { ReportDelivery, ReportSchedule } from '../../../shared/contract/reports';
import { REPORT_FREQUENCIES, REPORT_FREQUENCY_LABELS } from '../../../shared/domain/reports';
import { Alert } from '../../components/ui/alert';
import { Button, SubmitButton } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { QueryStatus } from '../../components/ui/query-status';
import { labelledOptions, SelectField } from '../../components/ui/select-field';
import { Skeleton, SkeletonGroup } from '../../components/ui/skeleton';
import { TextField } from '../../components/ui/text-field';
import { ApiRequestError, failureMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { REPORT_PERIOD_LABELS, type ReportPeriod } from './report-format';
import { useReportSchedule, useSendReportNow, useUpdateReportSchedule } from './queries';
import {
  addDraftRecipient,
  scheduleFormChanged,
  scheduleFormErrors,
  scheduleFormValues,
  scheduleRequest,
  type ScheduleFormErrors,
  type ScheduleFormValues,
} from './report-schedule-form';

const SEND_TIME_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const FREQUENCY_OPTIONS = labelledOptions(REPORT_FREQUENCIES, REPORT_FREQUENCY_LABELS);

function SendTime({ at, fallback }: { at: string | null; fallback: string }) {
  return at ? <time dateTime={at}>{SEND_TIME_FORMAT.format(new Date(at))}</time> : fallback;
}

interface ReportScheduleCardProps {
  /** Owners and admins change the schedule and send now; others read it. */
  canChange: boolean;
  /** The period on screen, which 'Send now' emails. */
  period: ReportPeriod;
}

/** The organization's report by email, weekly or monthly, to chosen recipients; and a send-now button. */
export function ReportScheduleCard({ canChange, period }: ReportScheduleCardProps) {
  const schedule = useReportSchedule();
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} className="min-w-0" data-testid="report-schedule">
      <CardHeader>
        <CardTitle id={titleId}>Scheduled reports</CardTitle>
        <CardDescription>The organization’s report as a PDF by email, weekly or monthly.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {schedule.data ? (
          <>
            <ScheduleFacts schedule={schedule.data} />
            {canChange ? (
              <>
                {/* A saved schedule starts the form afresh from what the server kept. */}
                <ScheduleForm
                  key={`${schedule.data.enabled}-${schedule.data.frequency}-${schedule.data.recipients.join(',')}`}
                  schedule={schedule.data}
                />
                <SendNow recipients={schedule.data.recipients} period={period} />
              </>
            ) : (
              <p className="text-sm text-slate-500" data-testid="report-schedule-read-only">
                Only the organization’s owners and admins can change the schedule or send the report.
              </p>
            )}
          </>
        ) : schedule.isError ? (
          <QueryStatus query={schedule} subject="the report schedule" />
        ) : (
          <SkeletonGroup label="Loading the report schedule" className="space-y-3">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-10 w-full" />
          </SkeletonGroup>
        )}
      </CardContent>
    </Card>
  );
}

function ScheduleFacts({ schedule }: { schedule: ReportSchedule }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
      <dt className="text-slate-500">Emails</dt>
      <dd className="font-medium text-slate-900" data-testid="report-schedule-state">
        {schedule.enabled ? `On, ${REPORT_FREQUENCY_LABELS[schedule.frequency].toLowerCase()}` : 'Off'}
      </dd>
      <dt className="text-slate-500">Recipients</dt>
      <dd className="break-words text-slate-900" data-testid="report-schedule-recipients">
        {schedule.recipients.length > 0 ? schedule.recipients.join(', ') : 'None'}
      </dd>
      <dt className="text-slate-500">Next report</dt>
      <dd className="text-slate-900" data-testid="report-schedule-next">
        <SendTime at={schedule.enabled ? schedule.nextSendAt : null} fallback="Not scheduled" />
      </dd>
      <dt className="text-slate-500">Last sent</dt>
      <dd className="text-slate-900" data-testid="report-schedule-last">
        <SendTime at={schedule.lastSentAt} fallback="Never" />
      </dd>
    </dl>
  );
}

function ScheduleForm({ schedule }: { schedule: ReportSchedule }) {
  const [values, setValues] = useState<ScheduleFormValues>(() => scheduleFormValues(schedule));
  const [errors, setErrors] = useState<ScheduleFormErrors>({});
  const save = useUpdateReportSchedule();

  // Changing a field clears its error; the recipients' errors show under the address box.
  const change = (next: Partial<ScheduleFormValues>, cleared: (keyof ScheduleFormErrors)[]) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors((current) => ({ ...current, ...Object.fromEntries(cleared.map((field) => [field, undefined])) }));
  };

  const add = () => {
    const added = addDraftRecipient(values);
    if ('error' in added) setErrors((current) => ({ ...current, draft: added.error }));
    else change({ recipients: added.recipients, draft: '' }, ['draft', 'recipients']);
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
        title: 'Scheduled reports saved',
        description: saved.enabled
          ? `The report goes out ${REPORT_FREQUENCY_LABELS[saved.frequency].toLowerCase()} to ${saved.recipients.join(', ')}.`
          : 'Scheduled reports are off.',
        variant: 'success',
      });
    } catch (error) {
      if (error instanceof ApiRequestError) setErrors(scheduleFormErrors(error.fieldErrors, values));
    }
  };

  const refused = save.error instanceof ApiRequestError && Object.keys(scheduleFormErrors(save.error.fieldErrors, values)).length > 0;
  const formError = save.error && !refused ? failureMessage(save.error, 'Could not save the schedule.') : null;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4" aria-label="Scheduled reports" data-testid="report-schedule-form">
      {formError && (
        <Alert variant="destructive" data-testid="report-schedule-error">
          {formError}
        </Alert>
      )}
      <label className="max-sm:min-h-11 flex cursor-pointer items-center gap-2.5 text-sm font-medium text-slate-700">
        <Checkbox
          checked={values.enabled}
          onCheckedChange={(enabled) => change({ enabled }, ['enabled', 'recipients'])}
          data-testid="report-schedule-enabled"
        />
        Email the report automatically
      </label>
      {/* Narrow with its chevron: the select fills this box. */}
      <div className="sm:max-w-48">
        <SelectField
          label="How often"
          value={values.frequency}
          onValueChange={(frequency) => change({ frequency }, ['frequency'])}
          data-testid="report-schedule-frequency"
          options={FREQUENCY_OPTIONS}
        />
      </div>
      {values.recipients.length > 0 && (
        <ul aria-label="Recipients" className="divide-y divide-slate-100 rounded-lg border border-slate-200" data-testid="report-schedule-recipient-list">
          {values.recipients.map((email) => (
            <li key={email} className="flex items-center justify-between gap-2 py-1 pr-1 pl-3 text-sm" data-testid="report-schedule-recipient">
              <span className="min-w-0 break-all text-slate-900">{email}</span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove ${email}`}
                onClick={() => change({ recipients: values.recipients.filter((other) => other !== email) }, ['recipients'])}
                data-testid="report-schedule-remove"
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2">
        <TextField
          label="Add a recipient"
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder="name@example.com"
          value={values.draft}
          onValueChange={(draft) => change({ draft }, ['draft'])}
          onKeyDown={(event) => {
            // Enter adds the address instead of saving the form.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          error={errors.draft ?? errors.recipients}
          data-testid="report-schedule-recipient-input"
        />
        <Button variant="outline" className="mt-[1.625rem]" onClick={add} data-testid="report-schedule-add">
          Add
        </Button>
      </div>
      {errors.frequency && <p className="text-sm text-red-600">{errors.frequency}</p>}
      <div className="flex justify-end">
        <SubmitButton
          pending={save.isPending}
          pendingLabel="Saving..."
          disabled={!scheduleFormChanged(schedule, values)}
          data-testid="report-schedule-save"
        >
          Save schedule
        </SubmitButton>
      </div>
    </form>
  );
}

const listed = (emails: readonly string[]) => emails.join(', ');

/** Who got the report, who must confirm by email first, and who declined; members get it at once. */
function DeliveryOutcome({ delivery }: { delivery: ReportDelivery }) {
  const { sentTo, askedToConfirm, declined } = delivery;
  return (
    <div className="space-y-2">
      {sentTo.length > 0 ? (
        <Alert variant="success" data-testid="report-sent-to">
          Report sent to {listed(sentTo)}.
        </Alert>
      ) : (
        <Alert variant="info" data-testid="report-sent-to-nobody">
          Nobody got the report this time.
        </Alert>
      )}
      {askedToConfirm.length > 0 && (
        <Alert variant="info" data-testid="report-asked-to-confirm">
          Not sent yet to {listed(askedToConfirm)}: they are not members of the organization, so we emailed them to confirm they want
          these reports. They get the next report once they confirm.
        </Alert>
      )}
      {declined.length > 0 && (
        <Alert variant="info" data-testid="report-declined">
          Not sent to {listed(declined)}: they declined these reports or unsubscribed.
        </Alert>
      )}
    </div>
  );
}

/** Emails the report for the period on screen to the saved recipients at once, and says to whom it went. */
function SendNow({ recipients, period }: { recipients: readonly string[]; period: ReportPeriod }) {
  const send = useSendReportNow();
  const sendNow = () =>
    send.mutate(
      { period },
      {
        onError: (error) =>
          toast({ variant: 'destructive', title: 'Report not sent', description: failureMessage(error, 'The report could not be sent. Please try again.') }),
      },
    );

  return (
    <div className="space-y-3 border-t border-slate-100 pt-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          {recipients.length > 0
            ? `Send the organization’s ${REPORT_PERIOD_LABELS[period].toLowerCase()} report to the saved recipients now. Members get it at once; other addresses are first asked by email to confirm they want it.`
            : 'Save at least one recipient to send the report.'}
        </p>
        <Button
          variant="outline"
          disabled={send.isPending || recipients.length === 0}
          onClick={sendNow}
          data-testid="report-send-now"
        >
          <Send aria-hidden="true" />
          {send.isPending ? 'Sending...' : 'Send now'}
        </Button>
      </div>
      {send.error && (
        <Alert variant="destructive" data-testid="report-send-error">
          {failureMessage(send.error, 'The report could not be sent. Please try again.')}
        </Alert>
      )}
      {send.data && <DeliveryOutcome delivery={send.data} />}
    </div>
  );
}
