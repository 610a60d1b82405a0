import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, refusal } from '../../tests/setup/envelopes';
import { renderWithProviders } from '../../tests/setup/render';
import { ActionFlowDialogs } from '../components/action-flow-dialogs';
import { ApiError } from './api-error';
import { findMissing, isMissing } from './action-flow';
import { useActionFlow, type ActionOptions, type RunResult } from './use-action-flow';

const snackbar = vi.hoisted(() => vi.fn());
vi.mock('../components/snackbar', () => ({ showSnackbar: snackbar, SNACKBAR_DURATION: { default: 3000 } }));

type Values = { amount: string; note?: string };
const failure = refusal;

let result: RunResult | undefined;
function Harness(props: Partial<ActionOptions<Values, unknown>> & { values?: Values }) {
  const flow = useActionFlow();
  const [, force] = useState(0);
  return (
    <>
      <button
        onClick={() =>
          void flow
            .run<Values, unknown>({
              values: props.values ?? { amount: '10.00' },
              call: props.call ?? (async () => envelope()),
              onTransactionSigning: props.onTransactionSigning ?? vi.fn(),
              ...props,
            })
            .then((r) => {
              result = r;
              force((n) => n + 1);
            })
        }
      >
        run
      </button>
      <ActionFlowDialogs state={flow.dialogs} />
    </>
  );
}

const run = async () => {
  await act(async () => fireEvent.click(screen.getByText('run')));
  await waitFor(() => expect(result).toBeDefined());
};
const typeCode = async (code: string) => {
  fireEvent.paste(await screen.findByLabelText('Digit 1'), { clipboardData: { getData: () => code } });
  await act(async () => fireEvent.click(screen.getByTestId('action-otp-submit')));
};
const otpAnswer = (actionCode: number) => envelope({ actionCode, data: { otpReferenceKey: 'ref-1', otpTimeout: 90 } });

beforeEach(() => {
  result = undefined;
  snackbar.mockReset();
});

describe('required check', () => {
  it('treats undefined, empty string, null and an empty array as missing', () => {
    expect([undefined, '', null, []].every(isMissing)).toBe(true);
    expect([0, false, 'x', [1]].some(isMissing)).toBe(false);
  });

  it('gives the custom message or the general warning', () => {
    const values = { a: '', b: null as string | null, c: [] as string[], d: 'ok' };
    expect(findMissing(values, ['a', { name: 'b', message: 'Pick one' }, 'c', 'd'], 'General')).toEqual({
      a: 'General',
      b: 'Pick one',
      c: 'General',
    });
  });

  it('stops before the call with the localized general warning', async () => {
    const call = vi.fn();
    await renderWithProviders(<Harness values={{ amount: '' }} required={['amount']} call={call} />, {
      language: 'tur',
    });
    await run();
    expect(result).toEqual({ step: 'required', errors: { amount: 'Lütfen zorunlu alanları doldurunuz.' } });
    expect(call).not.toHaveBeenCalled();
  });
});

describe('the call', () => {
  it('stops when the form does not validate', async () => {
    const call = vi.fn();
    await renderWithProviders(<Harness validate={() => false} call={call} />);
    await run();
    expect(result).toEqual({ step: 'invalid' });
    expect(call).not.toHaveBeenCalled();
  });

  it('goes to the summary on transaction signing', async () => {
    const onTransactionSigning = vi.fn();
    const onSuccess = vi.fn();
    await renderWithProviders(
      <Harness
        call={async () => envelope({ isTransactionSigning: true })}
        onTransactionSigning={onTransactionSigning}
        onSuccess={onSuccess}
      />,
    );
    await run();
    expect(onTransactionSigning).toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('calls the success handler otherwise', async () => {
    const onSuccess = vi.fn();
    await renderWithProviders(<Harness call={async () => envelope({ data: { id: 7 } })} onSuccess={onSuccess} />);
    await run();
    expect(onSuccess).toHaveBeenCalledWith({ id: 7 });
  });

  it('opens the error popup with the selected message, or the generic text', async () => {
    await renderWithProviders(<Harness call={async () => failure('500', 'Limit aşıldı')} />);
    await run();
    expect((await screen.findByTestId('message-dialog')).textContent).toContain('Limit aşıldı');
    expect(screen.getByText('Error')).toBeTruthy();
  });

  it('shows the generic text for a thrown error without messages', async () => {
    await renderWithProviders(<Harness call={() => Promise.reject(new ApiError(0))} />, { language: 'tur' });
    await run();
    expect((await screen.findByTestId('message-dialog')).textContent).toContain(
      'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.',
    );
  });

  it.each([
    ['a refusal envelope', async () => failure('transfer.insufficientFunds', 'Bakiye yetersiz'), true],
    ['a thrown 200 refusal', () => Promise.reject(new ApiError(200, [{ code: 'x', text: 'Hayır' }])), true],
    ['a network failure', () => Promise.reject(new ApiError(0)), false],
    ['a 500', () => Promise.reject(new ApiError(500)), false],
  ])('tells a refusal (the key is spent) from a failure to retry under it: %s', async (_, call, spent) => {
    const onRefused = vi.fn();
    await renderWithProviders(<Harness call={call} onRefused={onRefused} />);
    await run();
    expect(onRefused).toHaveBeenCalledTimes(spent ? 1 : 0);
  });

  it('ignores 90001 silently', async () => {
    await renderWithProviders(<Harness call={async () => failure('90001', 'ignored')} />);
    await run();
    expect(result).toEqual({ step: 'done', outcome: 'silent' });
    expect(screen.queryByTestId('message-dialog')).toBeNull();
  });
});

describe('the code dialog', () => {
  it('opens the SMS dialog on 201', async () => {
    await renderWithProviders(<Harness call={async () => otpAnswer(201)} />);
    await run();
    expect(await screen.findByTestId('action-otp-sms')).toBeTruthy();
  });

  it('opens the e-mail dialog on 203', async () => {
    await renderWithProviders(<Harness call={async () => otpAnswer(203)} />);
    await run();
    expect(await screen.findByTestId('action-otp-email')).toBeTruthy();
  });

  it('sends the code with the reference, closes and shows a 3000 ms snackbar', async () => {
    const call = vi.fn(async (values: Values & { otpCode?: string }) => (values.otpCode ? envelope() : otpAnswer(201)));
    const onSuccess = vi.fn();
    await renderWithProviders(<Harness call={call} onSuccess={onSuccess} />);
    await run();
    await screen.findByTestId('action-otp-sms');
    await typeCode('123456');
    await waitFor(() => expect(screen.queryByTestId('action-otp-sms')).toBeNull());
    expect(call).toHaveBeenLastCalledWith({ amount: '10.00', otpCode: '123456', otpReferenceKey: 'ref-1' });
    expect(onSuccess).toHaveBeenCalled();
    expect(snackbar).toHaveBeenCalledWith('Your transaction has been completed.', 'success', 3000);
  });

  it('shows no snackbar when suppressed', async () => {
    const call = async (values: Values & { otpCode?: string }) => (values.otpCode ? envelope() : otpAnswer(201));
    await renderWithProviders(<Harness call={call} suppressSnackbar />);
    await run();
    await screen.findByTestId('action-otp-sms');
    await typeCode('123456');
    await waitFor(() => expect(screen.queryByTestId('action-otp-sms')).toBeNull());
    expect(snackbar).not.toHaveBeenCalled();
  });

  it.each(['100002', '17030', '17031'])('keeps the dialog open with the messages on %s', async (code) => {
    const call = async (values: Values & { otpCode?: string }) =>
      values.otpCode ? failure(code, `Kod hatalı ${code}`) : otpAnswer(201);
    await renderWithProviders(<Harness call={call} />);
    await run();
    await screen.findByTestId('action-otp-sms');
    await typeCode('123456');
    expect((await screen.findByTestId('action-otp-warning')).textContent).toContain(`Kod hatalı ${code}`);
    expect(screen.getByTestId('action-otp-sms')).toBeTruthy();
    expect(screen.queryByTestId('message-dialog')).toBeNull();
  });

  it('closes on any other error and opens the error popup', async () => {
    const call = async (values: Values & { otpCode?: string }) =>
      values.otpCode ? failure('555', 'İşlem reddedildi') : otpAnswer(201);
    await renderWithProviders(<Harness call={call} />);
    await run();
    await screen.findByTestId('action-otp-sms');
    await typeCode('123456');
    expect((await screen.findByTestId('message-dialog')).textContent).toContain('İşlem reddedildi');
    expect(screen.queryByTestId('action-otp-sms')).toBeNull();
  });

  it('shows the general approve error when a failed code has no messages', async () => {
    const call = async (values: Values & { otpCode?: string }) =>
      values.otpCode ? envelope({ status: 'error', data: null }) : otpAnswer(201);
    await renderWithProviders(<Harness call={call} />);
    await run();
    await screen.findByTestId('action-otp-sms');
    await typeCode('123456');
    expect((await screen.findByTestId('message-dialog')).textContent).toContain(
      'The code could not be verified. Please try again.',
    );
  });
});
