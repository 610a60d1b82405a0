import { describe, expect, it } from 'vitest';
import { sanitizeLocalizedHtml } from './localized-html';

describe('sanitizeLocalizedHtml', () => {
  it('never lets a script, an event handler or a javascript: link through (real DOM: strips; test DOM: escapes)', () => {
    const box = document.createElement('div');
    box.innerHTML = sanitizeLocalizedHtml(
      '<b>x</b><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:1">z</a>',
    );
    expect(box.querySelector('script, img, [onerror], a[href^="javascript"]')).toBeNull();
    expect(box.textContent).toContain('x');
  });
});
