// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Business } from '../../../shared/contract/businesses';
import { byTestId, chooseOption, click, jsonResponse, optionLabels, render, settle, typeInto, type Rendered } from '../../testing/dom';
import { COMPLETE_PROFILE, sampleBusiness } from '../../testing/fixtures';
import { toast } from '../../lib/toast';
import { BusinessDialog } from './business-dialog';

vi.mock('../../lib/toast', () => ({ toast: vi.fn() }));

const business = sampleBusiness(COMPLETE_PROFILE);

let rendered: Rendered | undefined;
const fetchMock = vi.fn<typeof fetch>();
const onOpenChange = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  onOpenChange.mockReset();
  vi.mocked(toast).mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  rendered?.unmount();
  vi.unstubAllGlobals();
});

async function openDialog(editing?: Business) {
  rendered = await render(<BusinessDialog open business={editing} onOpenChange={onOpenChange} />);
  // The dialog is portalled to the end of the document, outside the rendered container.
  return byTestId(document, 'business-dialog');
}

const field = (dialog: HTMLElement, name: string) => dialog.querySelector(`[name="${name}"]`);
const submitButton = (dialog: HTMLElement) => dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const errorOf = (dialog: HTMLElement, name: string) => {
  const describedBy = field(dialog, name)?.getAttribute('aria-describedby');
  return describedBy ? dialog.querySelector(`[id="${describedBy}"]`)?.textContent : undefined;
};

async function fillValidBusiness(dialog: HTMLElement) {
  await typeInto(field(dialog, 'name'), 'Corner Fitness');
  await chooseOption(field(dialog, 'category'), 'Fitness Center');
  await typeInto(field(dialog, 'address'), '5 Oak Avenue');
  await typeInto(field(dialog, 'city'), 'Portland');
  await typeInto(field(dialog, 'state'), 'OR');
  await typeInto(field(dialog, 'zipCode'), '97201');
  await typeInto(field(dialog, 'phone'), '(503) 555-0199');
  await chooseOption(field(dialog, 'hours.saturday'), 'Closed');
}

describe('BusinessDialog, adding', () => {
  it('is titled Add New Business, with its sections and buttons', async () => {
    const dialog = await openDialog();
    expect(dialog.querySelector('h2')?.textContent).toBe('Add New Business');
    const legends = Array.from(dialog.querySelectorAll('legend')).map((legend) => legend.textContent);
    expect(legends).toEqual(['Basic Information', 'Location', 'Contact Information', 'Additional Details', 'Opening Hours']);
    expect(submitButton(dialog).textContent).toBe('Add Business');
    const categories = await optionLabels(field(dialog, 'category'));
    expect(categories).toContain('Beauty & Spa');
    // Every category; the prompt is the trigger's placeholder, no longer an option.
    expect(categories).toHaveLength(10);
    expect(field(dialog, 'category')?.textContent).toBe('Select a category');
  });

  it('checks the form before sending: messages under the fields, focus on the first', async () => {
    const dialog = await openDialog();
    await typeInto(field(dialog, 'email'), 'not-an-email');
    await click(submitButton(dialog));

    expect(fetchMock).not.toHaveBeenCalled();
    expect(errorOf(dialog, 'name')).toBe('Business name is required');
    expect(errorOf(dialog, 'category')).toBe('Choose a category');
    expect(errorOf(dialog, 'zipCode')).toBe('ZIP Code is required');
    expect(errorOf(dialog, 'email')).toBe('Invalid email address');
    expect(field(dialog, 'name')?.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(dialog, 'name'));

    await typeInto(field(dialog, 'name'), 'Corner Fitness');
    expect(errorOf(dialog, 'name')).toBeUndefined();
  });

  it('sends the business with its hours and says so when it is created', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { business: { ...business, name: 'Corner Fitness' } }));
    const dialog = await openDialog();
    await fillValidBusiness(dialog);
    await click(submitButton(dialog));
    await settle();

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/businesses');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: 'Corner Fitness',
      category: 'fitness',
      phone: '(503) 555-0199',
      email: null,
      hours: { saturday: { closed: true } },
    });
    expect(toast).toHaveBeenCalledWith({ title: 'Business created successfully', variant: 'success' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('keeps what was typed and shows the server’s field errors when saving fails', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        message: 'A business with this phone number already exists',
        code: 'VALIDATION_ERROR',
        fieldErrors: { phone: ['A business with this phone number already exists'] },
      }),
    );
    const dialog = await openDialog();
    await fillValidBusiness(dialog);
    await click(submitButton(dialog));
    await settle();

    expect(toast).toHaveBeenCalledWith({
      title: 'Error creating business',
      description: 'A business with this phone number already exists',
      variant: 'destructive',
    });
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(errorOf(dialog, 'phone')).toBe('A business with this phone number already exists');
    expect(document.activeElement).toBe(field(dialog, 'phone'));
    expect((field(dialog, 'name') as HTMLInputElement).value).toBe('Corner Fitness');
    expect(submitButton(dialog).textContent).toBe('Add Business');
  });

  it('says Saving... while the request runs', async () => {
    fetchMock.mockReturnValueOnce(new Promise(() => {}));
    const dialog = await openDialog();
    await fillValidBusiness(dialog);
    await click(submitButton(dialog));
    await settle();
    expect(submitButton(dialog).textContent).toBe('Saving...');
    expect(submitButton(dialog).disabled).toBe(true);
  });

  it('closes on Escape', async () => {
    const dialog = await openDialog();
    await act(async () => {
      dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('BusinessDialog, editing', () => {
  it('starts from the business and updates it', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { business: { ...business, city: 'Chicago' } }));
    const dialog = await openDialog(business);
    expect(dialog.querySelector('h2')?.textContent).toBe('Edit Business');
    expect((field(dialog, 'name') as HTMLInputElement).value).toBe('Blue Door Bakery');
    expect((field(dialog, 'hours.monday.open') as HTMLInputElement).value).toBe('07:00');
    expect(submitButton(dialog).textContent).toBe('Update Business');

    await typeInto(field(dialog, 'city'), 'Chicago');
    await click(submitButton(dialog));
    await settle();

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/businesses/${business.id}`);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toMatchObject({ city: 'Chicago', hours: business.hours });
    expect(toast).toHaveBeenCalledWith({ title: 'Business updated successfully', variant: 'success' });
  });

  it('names the update in the failure toast', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { message: 'Business not found', code: 'NOT_FOUND' }));
    const dialog = await openDialog(business);
    await click(submitButton(dialog));
    await settle();
    expect(toast).toHaveBeenCalledWith({ title: 'Error updating business', description: 'Business not found', variant: 'destructive' });
  });

  it('shows an opening-hours problem under its day', async () => {
    const dialog = await openDialog(business);
    await typeInto(field(dialog, 'hours.monday.close'), '06:00');
    await click(submitButton(dialog));
    expect(byTestId(dialog, 'hours-monday').textContent).toContain('Closing time must be after opening time');
    expect(document.activeElement).toBe(field(dialog, 'hours.monday.close'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
