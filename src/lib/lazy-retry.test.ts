import { lazyRouteComponent } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryLazyComponent, retryLazyRoutes } from './lazy-retry';

const Page = () => null;

describe('lazy retry', () => {
  afterEach(() => vi.useRealTimers());

  it('retries a failed import once after 1 s and then renders', async () => {
    vi.useFakeTimers();
    const importer = vi
      .fn<() => Promise<{ Page: typeof Page }>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
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

  it('a failed retry leaves the error for the error page; no third attempt', async () => {
    vi.useFakeTimers();
    const importer = vi.fn(() => Promise.reject(new Error('chunk gone')));
    const component = lazyRouteComponent(importer, 'Page');
    retryLazyComponent(component);
    const done = component.preload?.();
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(importer).toHaveBeenCalledTimes(2);
    expect(() => component({})).toThrow('chunk gone');
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
