import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/setup/render';
import { ActionOtpDialog } from './action-otp-dialog';

describe('ActionOtpDialog', () => {
  it('verifies once and never submits the page form it is rendered in (a portal still bubbles in React)', async () => {
    const outer = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const verify = vi.fn(async () => ({ closed: true as const }));
    await renderWithProviders(
      <form onSubmit={outer}>
        <ActionOtpDialog
          state={{ channel: 'sms', referenceKey: 'ref-1' }}
          onVerify={verify}
          onResend={async () => {}}
          onClose={() => {}}
        />
      </form>,
    );
    for (const [index, digit] of [...'123456'].entries())
      fireEvent.change(await screen.findByTestId(`otp-digit-${index + 1}`), { target: { value: digit } });
    fireEvent.click(screen.getByTestId('action-otp-submit'));
    await waitFor(() => expect(verify).toHaveBeenCalledWith('123456'));
    expect(verify).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });
});
