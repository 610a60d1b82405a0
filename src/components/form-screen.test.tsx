import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm, valiForm } from '@modular-forms/react';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/setup/render';
import { FormField } from './form-field';
import { FormScreen } from './form-screen';
import { TextInput } from './text-input';

const Schema = v.object({ name: v.pipe(v.string(), v.nonEmpty('field.required')), note: v.string() });
type Values = v.InferOutput<typeof Schema>;

function Harness({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const [form] = useForm<Values>({
    initialValues: { name: '', note: '' },
    validate: valiForm(Schema),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  return (
    <FormScreen
      of={form}
      onSubmit={onSubmit}
      title="A form"
      testId="kit-form"
      submitLabel="Save"
      submitTestId="kit-save"
    >
      <FormField of={form} name="name" fallback="" required>
        {(input) => <TextInput {...input} label="Name" testId="kit-name" />}
      </FormField>
      <FormField of={form} name="note" fallback="">
        {(input) => <TextInput {...input} label="Note" testId="kit-note" />}
      </FormField>
    </FormScreen>
  );
}

const field = (testId: string) => screen.getByTestId(testId).querySelector('input') as HTMLInputElement;

describe('FormScreen and FormField', () => {
  it('marks required fields (aria-required, a visible marker) and explains the marker once', async () => {
    await renderWithProviders(<Harness onSubmit={() => undefined} />);
    expect(field('kit-name').required || field('kit-name').getAttribute('aria-required') === 'true').toBe(true);
    expect(field('kit-note').required).toBe(false);
    expect(screen.getByTestId('kit-name').querySelector('label')?.textContent).toContain('*');
    expect(screen.getByTestId('kit-note').querySelector('label')?.textContent).not.toContain('*');
    expect(screen.getAllByTestId('required-legend')).toHaveLength(1);
  });

  it('validates on blur, submits only valid values, and keeps the primary action at the end of the form', async () => {
    const onSubmit = vi.fn();
    await renderWithProviders(<Harness onSubmit={onSubmit} />);
    fireEvent.blur(field('kit-name'));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId('kit-save')));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(field('kit-name'), { target: { value: 'Ayşe' } });
    await waitFor(() => expect(screen.queryByText('This field is required.')).toBeNull());
    await act(async () => fireEvent.click(screen.getByTestId('kit-save')));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ayşe', note: '' });
    const form = screen.getByTestId('kit-form').querySelector('form')!;
    expect(form.lastElementChild?.lastElementChild?.getAttribute('data-testid')).toBe('form-actions');
  });
});
