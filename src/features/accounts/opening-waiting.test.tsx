import { screen } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/setup/render';
import { stubBank } from '../../../tests/setup/transfer-bank';
import { WAITING } from '../../../tests/setup/waiting-operation';
import { CreateAccountOutcomeSchema } from '../../contract/account-management';
import { OpeningWaiting } from './opening-waiting';

const OPENING = { ...WAITING, kind: 'accountOperation' as const, amount: '20000.00' };

describe('a corporate maker’s account opening stored to wait', () => {
  it('CreateAccount’s answer parses as the waiting operation', () => {
    expect(v.parse(CreateAccountOutcomeSchema, OPENING)).toEqual(OPENING);
  });

  it('shows the waiting state instead of “the account is open” (Turkish)', async () => {
    stubBank({});
    await renderWithProviders(<OpeningWaiting operation={OPENING} />, { language: 'tur' });
    expect((await screen.findByTestId('page-title')).textContent).toBe('Onaya gönderildi');
    expect(screen.getByTestId('waiting-reference').textContent).toBe(WAITING.reference);
    expect(screen.getByTestId('waiting-needs').textContent).toBe('Finans × 1, Yönetim × 1');
    expect(screen.getByRole('link', { name: 'Hesaplarım' }).getAttribute('href')).toBe('/dashboard/my-accounts');
  });
});
