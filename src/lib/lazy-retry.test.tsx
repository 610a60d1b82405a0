import { createRoute, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/setup/render';
import { ErrorPage } from '../components/error-page';
import { ChunkLoadError, isChunkLoadError, onChunkError } from './chunk-error';
import { lazyWithRetry, retryLazyComponent, retryLazyRoutes } from './lazy-retry';
import { readLoginNotice } from './login-notice';

const Page = () => <p>the page</p>;
const chunkGone = () => new Error('Failed to fetch dynamically imported module: /assets/page-x.js');

describe('lazy retry', () => {
  afterEach(() => vi.useRealTimers());

  it('retries a failed import once after 1 s and then renders', async () => {
    vi.useFakeTimers();
    const importer = vi
      .fn<() => Promise<{ Page: typeof Page }>>()
      .mockRejectedValueOnce(chunkGone())
      .mockResolvedValueOnce({ Page });
    const component = lazyRouteComponent(importer, 'Page');
    retryLazyComponent(component);
    const done = component.preload?.();
    await vi.advanceTimersByTimeAsync(999);
    expect(importer).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(importer).toHaveBeenCalledTimes(2);
    expect(component.preload).toBeUndefined();
  });

  it('a failed retry rejects with a ChunkLoadError for the error page; no third attempt', async () => {
    vi.useFakeTimers();
    const importer = vi.fn(() => Promise.reject(chunkGone()));
    const component = lazyRouteComponent(importer, 'Page');
    retryLazyComponent(component, 1000, '/dashboard/x');
    const done = component.preload?.();
    const outcome = expect(done).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(1000);
    await outcome;
    expect(importer).toHaveBeenCalledTimes(2);
    const error = await Promise.resolve(done).catch((cause: unknown) => cause);
    expect(isChunkLoadError(error)).toBe(true);
    expect((error as Error).message).toContain('/dashboard/x');
  });

  it('a preload during an attempt joins it (hover, then click): one pair of imports', async () => {
    vi.useFakeTimers();
    const importer = vi
      .fn<() => Promise<{ Page: typeof Page }>>()
      .mockRejectedValueOnce(chunkGone())
      .mockResolvedValueOnce({ Page });
    const component = lazyRouteComponent(importer, 'Page');
    retryLazyComponent(component);
    const hover = component.preload?.();
    const click = component.preload?.();
    expect(click).toBe(hover);
    await vi.advanceTimersByTimeAsync(1000);
    await Promise.all([hover, click]);
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('a first success makes no second call', async () => {
    const importer = vi.fn(() => Promise.resolve({ Page }));
    const component = lazyRouteComponent(importer, 'Page');
    retryLazyComponent(component);
    await component.preload?.();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('wraps only routes under the prefix that have a lazy component', () => {
    const lazy = { preload: vi.fn() };
    const other = { preload: vi.fn() };
    const plain = () => null;
    retryLazyRoutes(
      [
        { id: '/dashboard/', options: { component: lazy } },
        { id: '/login', options: { component: other } },
        { id: '/dashboard/x', options: { component: plain } },
      ],
      '/dashboard',
    );
    expect(lazy.preload).not.toBe(other.preload);
    expect(other.preload).toEqual(expect.any(Function));
    expect(vi.isMockFunction(other.preload)).toBe(true);
    expect(vi.isMockFunction(lazy.preload)).toBe(false);
  });
});

describe('lazy retry in the router', () => {
  const renderLazyPage = (importer: () => Promise<{ Page: typeof Page }>) =>
    renderWithProviders(<Outlet />, {
      path: '/dashboard/page',
      errorComponent: ErrorPage,
      routes: (root) => {
        const component = lazyRouteComponent(importer, 'Page');
        retryLazyComponent(component, 10);
        return [createRoute({ getParentRoute: () => root, path: '/dashboard/page', component })];
      },
    });

  it('a first failure is retried and the page shows', async () => {
    const importer = vi
      .fn<() => Promise<{ Page: typeof Page }>>()
      .mockRejectedValueOnce(chunkGone())
      .mockResolvedValueOnce({ Page });
    await renderLazyPage(importer);
    expect(await screen.findByText('the page')).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Application Error!')).toBeNull();
  });

  it('two failures show the error page, which clears storage and goes to login with the notice', async () => {
    const clear = vi.fn(async () => undefined);
    onChunkError(clear);
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const importer = vi.fn(() => Promise.reject(chunkGone()));
    await renderLazyPage(importer);
    expect(await screen.findByText('Application Error!')).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/login'));
    expect(clear).toHaveBeenCalledTimes(1);
    expect(readLoginNotice()).toMatchObject({ code: 'chunk.error', tone: 'warning' });
    expect(screen.queryByText('the page')).toBeNull();
    vi.restoreAllMocks();
  });
});

class Caught extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};
  static getDerivedStateFromError = (error: unknown) => ({ error });
  override render() {
    return this.state.error ? (
      <p>{isChunkLoadError(this.state.error) ? 'chunk error' : 'other error'}</p>
    ) : (
      this.props.children
    );
  }
}

describe('lazyWithRetry (React.lazy outside the route tree)', () => {
  const renderLazy = (importer: () => Promise<typeof Page>) => {
    const Lazy = lazyWithRetry(importer, 'test', 10);
    return render(
      <Caught>
        <Suspense fallback={null}>
          <Lazy />
        </Suspense>
      </Caught>,
    );
  };

  it('retries a failed import once and renders', async () => {
    const importer = vi.fn<() => Promise<typeof Page>>().mockRejectedValueOnce(chunkGone()).mockResolvedValueOnce(Page);
    renderLazy(importer);
    expect(await screen.findByText('the page')).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('a second failure throws a ChunkLoadError to the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const importer = vi.fn(() => Promise.reject(chunkGone()));
    renderLazy(importer);
    expect(await screen.findByText('chunk error')).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });
});
