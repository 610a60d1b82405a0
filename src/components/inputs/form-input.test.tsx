import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setValue, useForm, valiForm } from '@modular-forms/react';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/setup/render';
import { AmountSchema, PhoneValueSchema, type PhoneValue } from '../../contract/input-rules';
import { AmountInput } from './amount-input';
import { FormInput } from './form-input';

const Schema = v.object({ amount: AmountSchema });
type Values = v.InferOutput<typeof Schema>;

function AmountForm() {
  const [form, { Form, Field }] = useForm<Values>({
    initialValues: { amount: '' },
    validate: valiForm(Schema),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  return (
    <Form onSubmit={() => undefined}>
      <Field name="amount">
        {(field, props) => (
          <FormInput field={field} props={props} setValue={(value) => setValue(form, 'amount', value)} fallback="">
            {(input) => <AmountInput {...input} />}
          </FormInput>
        )}
      </Field>
    </Form>
  );
}

describe('FormInput (modular-forms adapter)', () => {
  it('validates on blur and stores the API decimal string (Turkish interface: Turkish label, message and decimal comma)', async () => {
    await renderWithProviders(<AmountForm />, { language: 'tur' });
    const input = screen.getByLabelText('Miktar');
    fireEvent.focus(input);
    fireEvent.blur(input);
    expect(await screen.findByText('Bu alan zorunludur.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '1.250,5' } });
    fireEvent.blur(input);
    await waitFor(() => expect(screen.queryByText('Bu alan zorunludur.')).toBeNull());
    expect((input as HTMLInputElement).value).toBe('1.250,50');
  });

  it('the phone schema takes what PhoneInput emits', () => {
    const value: PhoneValue = { countryCode: 'TR', nationalNumber: '5321234567' };
    expect(v.is(PhoneValueSchema, value)).toBe(true);
    expect(v.is(PhoneValueSchema, { countryCode: 'TR', nationalNumber: '' })).toBe(false);
  });
});
