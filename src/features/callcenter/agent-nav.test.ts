import { describe, expect, it } from 'vitest';
import { AGENT_NAV, isAgentHome, navItemOf, worksUnverified } from './agent-nav';

describe('CallCenter navigation', () => {
  it('has the spec’s areas, home first', () => {
    expect(AGENT_NAV.map((item) => item.to)).toEqual([
      '/dashboard',
      '/dashboard/my-accounts',
      '/dashboard/my-financings',
      '/dashboard/transfers',
      '/dashboard/cards',
      '/dashboard/credit-cards',
      '/dashboard/my_card_applications',
      '/dashboard/process-history',
      '/dashboard/lost-stolen-processes',
      '/dashboard/create-current-account',
    ]);
  });

  it('finds the area of a nested page by its longest prefix, never home for another page', () => {
    expect(navItemOf('/dashboard/cards/card-detail')?.to).toBe('/dashboard/cards');
    expect(navItemOf('/dashboard/credit-cards/credit-card-detail/card-lost-stolen-report')?.to).toBe(
      '/dashboard/credit-cards',
    );
    expect(navItemOf('/dashboard/')?.to).toBe('/dashboard');
    expect(navItemOf('/dashboard/unknown')).toBeUndefined();
  });

  it('has no panel on home only, and lets home and process history work before verification', () => {
    expect(isAgentHome('/dashboard')).toBe(true);
    expect(isAgentHome('/dashboard/')).toBe(true);
    expect(isAgentHome('/dashboard/process-history')).toBe(false);
    expect(worksUnverified('/dashboard')).toBe(true);
    expect(worksUnverified('/dashboard/process-history')).toBe(true);
    expect(worksUnverified('/dashboard/my-accounts/detail')).toBe(false);
    expect(worksUnverified('/dashboard/transfers')).toBe(false);
  });
});
