import { fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';

import { SelectField } from './select-field';
import { showFieldErrors } from './show-field-errors';
import { TextField } from './text-field';
import { useFocusAfterRender } from './use-focus-after-render';

interface Values {
  name: string;
  phone: string;
  color: string;
  other: string;
}

/** A form around the fields; "Check" puts `errors` on it the way the forms do after a refused submit. */
function Harness({
  errors = {},
  focusOn,
  onColor,
  children,
}: {
  errors?: Record<string, string>;
  focusOn?: string;
  onColor?: (value: string) => void;
  children?: ReactNode;
}) {
  const form = useForm<Values>({ defaultValues: { name: '', phone: '', color: '', other: '' } });
  const focusAfterRender = useFocusAfterRender();
  const [shown, setShown] = useState<string | null>(null);
  return (
    <FormProvider {...form}>
      <TextField name="name" id="f-name" label="Your name" required hint="As on your licence." />
      <TextField name="phone" id="f-phone" label="Phone" type="tel" mask="phone" />
      <SelectField
        name="color"
        id="f-color"
        label="Color"
        placeholder="Choose…"
        options={[
          { value: 'red', label: 'Red' },
          { value: 'blue', label: 'Blue' },
        ]}
        onValueChange={onColor}
      />
      {children}
      <button
        type="button"
        onClick={() => {
          showFieldErrors(form, errors);
          if (focusOn) focusAfterRender(focusOn);
        }}
      >
        Check
      </button>
      <button type="button" onClick={() => setShown(JSON.stringify(form.getValues()))}>
        Read
      </button>
      <output>{shown}</output>
    </FormProvider>
  );
}

const check = () => fireEvent.click(screen.getByRole('button', { name: 'Check' }));

test('a field is labelled, marks required and links its hint', () => {
  render(<Harness />);
  const input = screen.getByLabelText(/Your name/);
  expect(input).toHaveAttribute('id', 'f-name');
  expect(input).toHaveAttribute('aria-required', 'true');
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(input).toHaveAccessibleDescription('As on your licence.');
  expect(screen.getByLabelText('Phone')).not.toHaveAttribute('aria-required');
});

test('an error marks the field invalid and is read before the hint', () => {
  render(<Harness errors={{ name: 'Enter your name.', color: 'Choose a color.' }} />);
  check();
  const input = screen.getByLabelText(/Your name/);
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAttribute('aria-describedby', 'f-name-error f-name-hint');
  expect(input).toHaveAccessibleDescription('Enter your name. As on your licence.');
  expect(screen.getByLabelText('Color')).toHaveAccessibleDescription('Choose a color.');
  expect(screen.getByLabelText('Phone')).not.toHaveAttribute('aria-invalid');
});

test('new messages replace the old ones', () => {
  const { rerender } = render(<Harness errors={{ name: 'Enter your name.' }} />);
  check();
  rerender(<Harness errors={{ phone: 'Please enter a valid phone number' }} />);
  check();
  expect(document.getElementById('f-name-error')).toBeNull();
  expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Please enter a valid phone number');
});

test('the phone field types in the one phone mask, and the form holds the masked text', () => {
  render(<Harness />);
  fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '6305550100' } });
  expect(screen.getByLabelText('Phone')).toHaveValue('+1 (630) 555-0100');
  fireEvent.click(screen.getByRole('button', { name: 'Read' }));
  expect(screen.getByRole('status')).toHaveTextContent('"phone":"+1 (630) 555-0100"');
});

test('a select offers the placeholder first and reports a change after the form took it', () => {
  const seen: string[] = [];
  render(<Harness onColor={(value) => seen.push(value)} />);
  const select = screen.getByLabelText('Color');
  expect(select).toHaveValue('');
  expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual(['Choose…', 'Red', 'Blue']);
  fireEvent.change(select, { target: { value: 'blue' } });
  expect(seen).toEqual(['blue']);
  fireEvent.click(screen.getByRole('button', { name: 'Read' }));
  expect(screen.getByRole('status')).toHaveTextContent('"color":"blue"');
});

test('focus goes to the first error once the render that shows it has committed', () => {
  // The list message only exists once it has an error, like a history list's "two years" message.
  function ListMessage() {
    return (
      <p id="f-list" tabIndex={-1}>
        Add a previous address.
      </p>
    );
  }
  function WithList() {
    const [show, setShow] = useState(false);
    const focusAfterRender = useFocusAfterRender();
    return (
      <>
        {show ? <ListMessage /> : null}
        <button
          type="button"
          onClick={() => {
            setShow(true);
            focusAfterRender('f-list');
          }}
        >
          Send
        </button>
      </>
    );
  }
  render(<WithList />);
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(document.getElementById('f-list')).toHaveFocus();
});

test('a field message focuses its control', () => {
  render(<Harness errors={{ phone: 'Please enter a valid phone number' }} focusOn="f-phone" />);
  check();
  expect(screen.getByLabelText('Phone')).toHaveFocus();
});
