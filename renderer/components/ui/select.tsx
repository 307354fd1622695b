import type { ComponentProps } from 'react';
import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import { cn } from '../../lib/cn';
import { inputClasses } from './input';
import { SELECT_CONTENT_MAX_HEIGHT_PX } from './primitive-constants';

// A select on @radix-ui/react-select: the listbox keyboard (arrows, Home, End, type-ahead, Enter,
// Escape returning focus to the trigger), type-ahead on the closed trigger as a native select has,
// and a list in a portal that scrolls when it is long.

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
  disabled?: boolean;
}

/** Options under a heading, as an <optgroup>. */
export interface SelectOptionGroup<V extends string = string> {
  group: string;
  options: readonly SelectOption<V>[];
}

type SelectEntry<V extends string> = SelectOption<V> | SelectOptionGroup<V>;

const isGroup = <V extends string>(entry: SelectEntry<V>): entry is SelectOptionGroup<V> => 'group' in entry;

/**
 * Radix keeps "" for "nothing chosen" and refuses an item with it, while an "All …" filter choice
 * is "" to its consumer: such an option travels under this value inside the component only.
 */
const EMPTY_OPTION_VALUE = '\u0000empty';

const toItemValue = (value: string) => (value === '' ? EMPTY_OPTION_VALUE : value);
const fromItemValue = (value: string) => (value === EMPTY_OPTION_VALUE ? '' : value);

type TriggerProps = Omit<ComponentProps<'button'>, 'value' | 'defaultValue' | 'onChange' | 'children' | 'ref' | 'name' | 'type'>;

export interface SelectProps<V extends string> extends TriggerProps {
  /** V comes from the value and the options; the handler is held to it. */
  value: V;
  /** The chosen option's value; options only carry values of V, so the one cast lives here. */
  onValueChange(value: NoInfer<V>): void;
  options: readonly SelectEntry<V>[];
  /** Shown while the value matches no option. */
  placeholder?: string;
  /**
   * Submits the value with its form under this name, through a hidden input. The trigger carries it
   * too (a button of type button is never submitted), so code finding a form's controls by name,
   * e.g. to focus the first invalid one, finds the focusable trigger first.
   */
  name?: string;
}

/**
 * The trigger looks like a text input and takes the field's id, aria and data-testid props, so a
 * `<label htmlFor>` names it; the chosen label is rendered here, which also shows before hydration.
 */
export function Select<V extends string>({
  value,
  onValueChange,
  options,
  placeholder,
  name,
  disabled,
  className,
  ...triggerProps
}: SelectProps<V>) {
  const invalid = triggerProps['aria-invalid'] === true || triggerProps['aria-invalid'] === 'true';
  const flat = options.flatMap((entry) => (isGroup(entry) ? entry.options : [entry]));
  const chosen = flat.find((option) => option.value === value);
  const hasEmptyOption = flat.some((option) => option.value === '');
  // A value no option carries (a placeholder's "") is left as it is, so Radix shows the placeholder.
  const rootValue = chosen ? toItemValue(value) : value === '' && !hasEmptyOption ? '' : value;
  return (
    <>
      {/* Root less its hidden native <select>: a 1 px control outside the accessibility tree that
          would post Radix's stand-in for "" (the hidden input below posts the value instead). */}
      <SelectPrimitive.unstable_SelectProvider value={rootValue} onValueChange={(next) => onValueChange(fromItemValue(next) as V)} disabled={disabled}>
        <SelectPrimitive.Trigger
          name={name}
          className={cn(inputClasses(invalid, cn('relative pr-9 text-left', className)), 'data-[placeholder]:text-slate-500')}
          {...triggerProps}
        >
          <SelectPrimitive.Value placeholder={placeholder}>
            <span className="block truncate">{chosen?.label ?? placeholder}</span>
          </SelectPrimitive.Value>
          <SelectPrimitive.Icon asChild>
            <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400" />
          </SelectPrimitive.Icon>
        </SelectPrimitive.Trigger>
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content
            position="popper"
            sideOffset={4}
            className="z-50 min-w-[var(--radix-select-trigger-width)] animate-fade-in overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg"
            style={{ maxHeight: `min(var(--radix-select-content-available-height), ${SELECT_CONTENT_MAX_HEIGHT_PX}px)` }}
            // Enter picks an option on keydown. Let go on, its keypress would press the button the choice
            // puts focus on, such as a confirmation's Cancel, closing it before anyone reads it.
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
          >
            <SelectPrimitive.ScrollUpButton className={SCROLL_BUTTON_CLASSES}>
              <ChevronUp aria-hidden="true" className="size-4" />
            </SelectPrimitive.ScrollUpButton>
            <SelectPrimitive.Viewport className="p-1">
              {options.map((entry) =>
                isGroup(entry) ? (
                  <SelectPrimitive.Group key={`group:${entry.group}`}>
                    <SelectPrimitive.Label className="px-2.5 pt-2 pb-1 text-xs font-semibold text-slate-500">{entry.group}</SelectPrimitive.Label>
                    {entry.options.map(renderItem)}
                  </SelectPrimitive.Group>
                ) : (
                  renderItem(entry)
                ),
              )}
            </SelectPrimitive.Viewport>
            <SelectPrimitive.ScrollDownButton className={SCROLL_BUTTON_CLASSES}>
              <ChevronDown aria-hidden="true" className="size-4" />
            </SelectPrimitive.ScrollDownButton>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      </SelectPrimitive.unstable_SelectProvider>
      {name !== undefined && <input type="hidden" name={name} value={value} disabled={disabled} />}
    </>
  );
}

const ITEM_CLASSES = cn(
  'relative flex w-full cursor-default items-center rounded-md py-2 pr-2.5 pl-8 text-sm text-slate-700 outline-none select-none max-sm:min-h-11',
  'data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 data-[state=checked]:font-medium',
  'data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
);

function renderItem(option: SelectOption) {
  return (
    <SelectPrimitive.Item key={option.value} value={toItemValue(option.value)} disabled={option.disabled} className={ITEM_CLASSES}>
      <SelectPrimitive.ItemIndicator className="absolute left-2 inline-flex items-center">
        <Check aria-hidden="true" className="size-4 text-primary" />
      </SelectPrimitive.ItemIndicator>
      <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

/** One option per value, labelled from a record. */
export function labelledOptions<V extends string>(values: readonly V[], labels: Record<NoInfer<V>, string>): SelectOption<V>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

const SCROLL_BUTTON_CLASSES = 'flex h-6 cursor-default items-center justify-center bg-white text-slate-500';
