import { i18n } from '@lingui/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { activateTestLanguage, memoryStorage } from '../../tests/setup/render';
import { crumbsFor } from './breadcrumb';
import { onSessionReset, runSessionReset } from './session-reset';
import { clearVisitHistory, readVisitHistory, recordVisit, VISIT_HISTORY_MAX } from './visit-history';

describe('breadcrumb', () => {
  it('builds one crumb per segment with localized labels', () => {
    activateTestLanguage('tur');
    const crumbs = crumbsFor('/dashboard/my-accounts/');
    expect(crumbs.map((crumb) => crumb.href)).toEqual(['/dashboard', '/dashboard/my-accounts']);
    expect(crumbs.map((crumb) => (crumb.label ? i18n._(crumb.label) : crumb.segment))).toEqual([
      'Ana sayfa',
      'Hesaplarım',
    ]);
    activateTestLanguage('eng');
    expect(crumbs.map((crumb) => (crumb.label ? i18n._(crumb.label) : crumb.segment))).toEqual(['Home', 'My accounts']);
    expect(crumbsFor('/dashboard/unknown-page')[1]).toMatchObject({ segment: 'unknown-page', label: undefined });
  });
});

describe('visit history', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
  });

  it('keeps the newest 10 distinct paths, newest first', () => {
    for (let index = 0; index < 15; index += 1) recordVisit(`/p${index}`, storage);
    recordVisit('/p10', storage);
    const history = readVisitHistory(storage);
    expect(history).toHaveLength(VISIT_HISTORY_MAX);
    expect(history[0]).toBe('/p10');
    expect(history).not.toContain('/p4');
  });

  it('is wiped through the session-reset registry', () => {
    recordVisit('/dashboard', sessionStorage);
    const stop = onSessionReset(() => clearVisitHistory());
    runSessionReset();
    stop();
    expect(readVisitHistory()).toEqual([]);
    expect(readVisitHistory(storage)).toEqual([]);
  });
});
