// @vitest-environment jsdom
import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { byTestId, chooseOption, click, openOptions, render, settle, type Rendered } from '../../testing/dom';
import { Select, type SelectProps } from './select';
import { SelectField } from './select-field';

let rendered: Rendered | undefined;

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

const FRUIT = [
  { value: '', label: 'All fruit' },
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana' },
  { value: 'blueberry', label: 'Blueberry', disabled: true },
  { value: 'cherry', label: 'Cherry' },
];

/** A select owning its value, as a consumer's form does; reports each change. */
function Fruit({ initial = '', onChange = () => {}, ...props }: { initial?: string; onChange?(value: string): void } & Partial<SelectProps<string>>) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="fruit">Fruit</label>
      <Select
        id="fruit"
        value={value}
        onValueChange={(next) => {
          onChange(next);
          setValue(next);
        }}
        options={FRUIT}
        data-testid="fruit"
        {...props}
      />
    </>
  );
}

const trigger = () => byTestId(document, 'fruit');
const focusedText = () => document.activeElement?.textContent?.trim();

/** Presses a key on the focused element; answers whether the key's default action may go on. */
async function press(key: string): Promise<boolean> {
  let proceeds = true;
  await act(async () => {
    proceeds = document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })) ?? true;
  });
  await settle();
  return proceeds;
}

async function openByKeyboard(key = 'ArrowDown') {
  await act(async () => trigger().focus());
  await press(key);
  expect(trigger().getAttribute('aria-expanded')).toBe('true');
}

describe('Select', () => {
  it('is a combobox named by its label, showing the chosen option', async () => {
    rendered = await render(<Fruit initial="banana" aria-invalid={true} aria-describedby="fruit-hint" />);
    const button = trigger() as HTMLButtonElement;
    expect(button.getAttribute('role')).toBe('combobox');
    expect(button.id).toBe('fruit');
    expect([...(button.labels ?? [])].map((label) => label.textContent)).toEqual(['Fruit']);
    expect(button.getAttribute('aria-invalid')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toBe('fruit-hint');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.textContent).toBe('Banana');
  });

  it('opens from the keyboard on the chosen option, moves with the arrows and chooses with Enter', async () => {
    const onChange = vi.fn();
    rendered = await render(<Fruit initial="apple" onChange={onChange} />);
    await openByKeyboard();
    expect(openOptions().map((option) => option.textContent)).toEqual(['All fruit', 'Apple', 'Banana', 'Blueberry', 'Cherry']);
    expect(focusedText()).toBe('Apple');

    await press('ArrowDown');
    expect(focusedText()).toBe('Banana');
    // The disabled option is passed over.
    await press('ArrowDown');
    expect(focusedText()).toBe('Cherry');
    await press('Enter');

    expect(onChange).toHaveBeenCalledWith('cherry');
    expect(trigger().textContent).toBe('Cherry');
    expect(openOptions()).toEqual([]);
    expect(document.activeElement).toBe(trigger());
  });

  it('keeps the Enter that chooses from pressing the button the choice brings up', async () => {
    // A choice that asks to confirm it opens a dialog whose Cancel takes focus at once: the key's
    // keypress, were its keydown not cancelled, would land there and close the dialog unread.
    rendered = await render(<Fruit initial="apple" />);
    await openByKeyboard();
    await press('ArrowDown');
    expect(await press('Enter')).toBe(false);
    expect(trigger().textContent).toBe('Banana');
  });

  it('finds an option by typing its first letters in the open list', async () => {
    const onChange = vi.fn();
    rendered = await render(<Fruit onChange={onChange} />);
    await openByKeyboard('Enter');
    await press('c');
    expect(focusedText()).toBe('Cherry');
    await press('Enter');
    expect(onChange).toHaveBeenCalledWith('cherry');
  });

  it('chooses by typing on the closed trigger, as a native select does', async () => {
    const onChange = vi.fn();
    rendered = await render(<Fruit onChange={onChange} />);
    await act(async () => trigger().focus());
    await press('b');
    expect(onChange).toHaveBeenCalledWith('banana');
    expect(trigger().textContent).toBe('Banana');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });

  it('gives back "" for an empty-valued option, and shows it as chosen', async () => {
    const onChange = vi.fn();
    rendered = await render(<Fruit initial="apple" onChange={onChange} />);
    await chooseOption(trigger(), 'All fruit');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(trigger().textContent).toBe('All fruit');

    await click(trigger());
    const chosen = openOptions().find((option) => option.getAttribute('data-state') === 'checked');
    expect(chosen?.textContent).toBe('All fruit');
    await press('Escape');
    expect(openOptions()).toEqual([]);
    expect(document.activeElement).toBe(trigger());
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('submits the consumer value under its name', async () => {
    rendered = await render(
      <form data-testid="form">
        <Fruit name="fruit" />
      </form>,
    );
    const form = () => byTestId(document, 'form') as HTMLFormElement;
    // No hidden native select beside the trigger: it would post Radix's stand-in for "".
    expect(form().querySelector('select')).toBeNull();
    expect(new FormData(form()).getAll('fruit')).toEqual(['']);
    await chooseOption(trigger(), 'Cherry');
    expect(new FormData(form()).getAll('fruit')).toEqual(['cherry']);
  });

  it('shows the placeholder while no option has the value', async () => {
    const options = FRUIT.filter((option) => option.value !== '');
    rendered = await render(<Select value="" onValueChange={() => {}} options={options} placeholder="Pick a fruit" data-testid="fruit" />);
    expect(trigger().textContent).toBe('Pick a fruit');
    expect(trigger().hasAttribute('data-placeholder')).toBe(true);
  });

  it('does not open while disabled', async () => {
    rendered = await render(<Fruit disabled />);
    expect((trigger() as HTMLButtonElement).disabled).toBe(true);
    await click(trigger());
    await act(async () => trigger().focus());
    await press('ArrowDown');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(openOptions()).toEqual([]);
  });

  it('lists grouped options under their heading', async () => {
    const onChange = vi.fn();
    rendered = await render(
      <Select
        value=""
        onValueChange={onChange}
        options={[
          { value: '', label: 'None' },
          { group: 'Orchard', options: [{ value: 'apple', label: 'Apple' }] },
        ]}
        data-testid="fruit"
      />,
    );
    await click(trigger());
    const group = document.querySelector('[role="listbox"] [role="group"]');
    expect(document.getElementById(group?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Orchard');
    await click(openOptions().find((option) => option.textContent === 'Apple') ?? null);
    expect(onChange).toHaveBeenCalledWith('apple');
  });

  it('SelectField ties its label to the trigger', async () => {
    rendered = await render(<SelectField label="Colour" value="red" onValueChange={() => {}} options={[{ value: 'red', label: 'Red' }]} data-testid="fruit" />);
    expect([...((trigger() as HTMLButtonElement).labels ?? [])].map((label) => label.textContent)).toEqual(['Colour']);
  });
});
