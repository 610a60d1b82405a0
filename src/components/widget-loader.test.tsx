import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/setup/render';
import { WidgetLoader } from './widget-loader';

function Broken(): never {
  throw new Error('boom');
}

describe('WidgetLoader', () => {
  it('shows "Beklenmeyen bir hata oluştu." when the widget fails', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderWithProviders(
      <WidgetLoader>
        <Broken />
      </WidgetLoader>,
      { language: 'tur' },
    );
    expect(screen.getByTestId('widget-error').textContent).toContain('Beklenmeyen bir hata oluştu.');
    spy.mockRestore();
  });

  it('renders a working widget', async () => {
    await renderWithProviders(<WidgetLoader>fine</WidgetLoader>);
    expect(screen.getByText('fine')).toBeTruthy();
  });
});
