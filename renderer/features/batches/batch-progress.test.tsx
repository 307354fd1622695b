// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Batch } from '../../../shared/contract/provider';
import { byTestId, click, jsonResponse, render, settle, type Rendered } from '../../testing/dom';
import { sampleBatch } from '../../testing/fixtures';
import { businessKeys } from '../businesses/queries';
import { BatchProgress } from './batch-progress';
import { BATCH_POLL_MS } from './queries';

const running = sampleBatch({
  status: 'running',
  succeeded: 1,
  items: [
    { businessId: 'b1', businessName: 'Blue Door Bakery', status: 'done', result: 'Grade B match', errorMessage: null },
    { businessId: 'b2', businessName: 'Corner Gym', status: 'running', result: null, errorMessage: null },
  ],
});
const BATCH_ID = running.id;

const finished: Batch = {
  ...running,
  status: 'completed',
  failed: 1,
  items: [running.items[0]!, { ...running.items[1]!, status: 'error', errorMessage: 'The business database did not answer' }],
  finishedAt: '2025-03-01T12:00:05.000Z',
};

let rendered: Rendered | undefined;
const fetchMock = vi.fn<typeof fetch>();
const onDismiss = vi.fn();

beforeEach(() => {
  // Only the poll's interval is faked; the promises the test waits on run for real.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  fetchMock.mockReset();
  onDismiss.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  rendered?.unmount();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function nextPoll() {
  await act(async () => {
    vi.advanceTimersByTime(BATCH_POLL_MS);
  });
  await settle();
}

describe('BatchProgress', () => {
  it('polls a running batch every second, shows each result, and stops once it has finished', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { batch: running })).mockResolvedValue(jsonResponse(200, { batch: finished }));
    rendered = await render(<BatchProgress batchId={BATCH_ID} onDismiss={onDismiss} />);
    const invalidate = vi.spyOn(rendered.queryClient, 'invalidateQueries');
    await settle();

    const panel = () => byTestId(rendered!.container, 'batch-progress');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/data-axle/batches/${BATCH_ID}`);
    expect(byTestId(panel(), 'batch-progress-bar').getAttribute('aria-valuenow')).toBe('50');
    expect(byTestId(panel(), 'batch-summary').textContent).toBe('1 of 2 businesses done');
    expect(panel().querySelector('[data-testid="batch-dismiss"]')).toBeNull();

    await nextPoll();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(panel().dataset.status).toBe('completed');
    expect(byTestId(panel(), 'batch-progress-bar').getAttribute('aria-valuenow')).toBe('100');
    expect(byTestId(panel(), 'batch-summary').textContent).toBe('Finished: 1 of 2 businesses matched, 1 failed');
    const rows = [...panel().querySelectorAll<HTMLElement>('[data-testid="batch-item"]')];
    expect(rows.map((row) => [row.dataset.status, row.querySelector('[data-testid="batch-result-text"]')?.textContent])).toEqual([
      ['done', 'Grade B match'],
      ['error', 'The business database did not answer'],
    ]);
    // The businesses it matched are fetched again, and the finished batch can be closed.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: businessKeys.all });
    await click(byTestId(panel(), 'batch-dismiss'));
    expect(onDismiss).toHaveBeenCalledTimes(1);

    await nextPoll();
    await nextPoll();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not refresh the businesses for a batch that had already finished when opened', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { batch: finished }));
    rendered = await render(<BatchProgress batchId={BATCH_ID} onDismiss={onDismiss} />);
    const invalidate = vi.spyOn(rendered.queryClient, 'invalidateQueries');
    await settle();
    await nextPoll();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('starts from the batch it is given without asking, and words a submit batch its own way', async () => {
    const submitted = sampleBatch({
      kind: 'submit',
      status: 'completed',
      succeeded: 2,
      directories: ['yelp', 'bing'],
      items: [{ businessId: 'b1', businessName: 'Blue Door Bakery', status: 'done', result: 'Sent to 2 directories', errorMessage: null }],
    });
    rendered = await render(<BatchProgress batchId={submitted.id} initial={submitted} />);
    await nextPoll();

    const panel = byTestId(rendered.container, 'batch-progress');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(panel.textContent).toContain('Batch submission to 2 directories');
    expect(byTestId(panel, 'batch-summary').textContent).toBe('Finished: 2 of 2 businesses submitted');
    expect(byTestId(panel, 'batch-result-text').textContent).toBe('Sent to 2 directories');
    // Nobody asked to close it, so there is nothing to close it with.
    expect(panel.querySelector('[data-testid="batch-dismiss"]')).toBeNull();
  });
});
