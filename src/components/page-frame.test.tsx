import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/setup/render';
import { PageFrame } from './page-frame';

describe('PageFrame', () => {
  it('shows title, back button, right-hand area, content and actions', async () => {
    const onBack = vi.fn();
    await renderWithProviders(
      <PageFrame
        title="Hesaplarım"
        onBack={onBack}
        titleEnd={<span>Toplam</span>}
        actions={<button type="button">Go</button>}
      >
        <p>Body</p>
      </PageFrame>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hesaplarım');
    expect(screen.getByTestId('page-title-end').textContent).toBe('Toplam');
    expect(screen.getByText('Body')).toBeTruthy();
    expect(screen.getByTestId('page-actions').textContent).toBe('Go');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('without a header it renders the content only', async () => {
    await renderWithProviders(<PageFrame>content</PageFrame>);
    expect(screen.queryByTestId('page-title')).toBeNull();
    expect(screen.queryByTestId('page-back')).toBeNull();
    expect(screen.queryByTestId('page-actions')).toBeNull();
  });
});
