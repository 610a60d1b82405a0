import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/setup/render';
import type { ServiceEnvelope } from '../contract/envelope';
import { ListRow } from './list-row';
import { ListScreen } from './list-screen';

interface Item {
  id: string;
  name: string;
}
const success = (): Promise<ServiceEnvelope<unknown>> =>
  Promise.resolve({ status: 'success', data: null, messages: [], actionCode: 0, isTransactionSigning: false });

function Harness({ load, remove }: { load: () => Promise<Item[]>; remove?: (item: Item, key: string) => void }) {
  const query = useQuery({ queryKey: ['kit-items'], queryFn: load, retry: false });
  return (
    <ListScreen
      testId="kit"
      prefix="kit"
      segment="registered-transactions"
      query={query}
      items={(data) => data}
      empty="Nothing yet"
      deletion={
        remove
          ? {
              call: (item, key) => {
                remove(item, key);
                return success();
              },
              invalidates: [['kit-items']],
              deletedText: 'Deleted.',
              title: 'Delete it?',
              body: (item) => `${item.name} goes.`,
            }
          : undefined
      }
      row={(item, ask) => (
        <ListRow key={item.id} data-testid="kit-row">
          {item.name}
          <button type="button" onClick={() => ask(item)} data-testid="kit-delete">
            delete
          </button>
        </ListRow>
      )}
    />
  );
}

describe('ListScreen', () => {
  it('shows a spinner while loading, then the rows in a list', async () => {
    await renderWithProviders(<Harness load={async () => [{ id: '1', name: 'One' }]} />);
    expect(screen.getByTestId('kit-loading')).toBeTruthy();
    expect((await screen.findByTestId('kit-row')).textContent).toContain('One');
    expect(screen.getByTestId('kit-list').tagName).toBe('UL');
  });

  it('shows the empty state', async () => {
    await renderWithProviders(<Harness load={async () => []} />);
    expect((await screen.findByTestId('kit-empty')).textContent).toContain('Nothing yet');
  });

  it('shows the error with Try again, which loads again', async () => {
    let attempt = 0;
    const load = async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('down');
      return [{ id: '1', name: 'One' }];
    };
    await renderWithProviders(<Harness load={load} />);
    const error = await screen.findByTestId('kit-error');
    await act(async () => fireEvent.click(error.querySelector('button')!));
    expect(await screen.findByTestId('kit-row')).toBeTruthy();
  });

  it('deletes after the confirm popup, under one Idempotency-Key per decision; cancel calls nothing', async () => {
    let items: Item[] = [
      { id: '1', name: 'One' },
      { id: '2', name: 'Two' },
    ];
    const remove = vi.fn((item: Item, _key: string) => void (items = items.filter((i) => i.id !== item.id)));
    await renderWithProviders(<Harness load={async () => items} remove={remove} />);
    const [first] = await screen.findAllByTestId('kit-delete');
    fireEvent.click(first!);
    expect((await screen.findByRole('alertdialog')).textContent).toContain('One goes.');
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getAllByTestId('kit-delete')[0]!);
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(screen.getAllByTestId('kit-row')).toHaveLength(1));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(remove.mock.calls[0]?.[1]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
