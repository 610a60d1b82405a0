import DOMPurify from 'dompurify';

/** Spec section 5: localized text allows only these tags (links keep only href, opened safely). */
const ALLOWED_TAGS = ['b', 'i', 'strong', 'em', 'a', 'br'];
const ALLOWED_ATTR = ['href'];

let hooked = false;
const hookLinks = () => {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (!/^(https:|\/(?!\/))/i.test(href)) node.removeAttribute('href');
    node.setAttribute('rel', 'noopener noreferrer');
  });
};

/** HTML from the bank's texts, with everything but b, i, strong, em, a (https or same-site href) and br removed. */
let works: boolean | undefined;
/** DOMPurify on a DOM it cannot use (a test DOM) may hand input back: check once that it really strips. */
const purifierWorks = () =>
  (works ??=
    DOMPurify.isSupported && DOMPurify.sanitize('<script>x</script><b>y</b>', { ALLOWED_TAGS: ['b'] }) === '<b>y</b>');

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const sanitizeLocalizedHtml = (html: string): string => {
  // Where DOMPurify cannot work (no full DOM), it would hand the input back: show it as text instead.
  if (!purifierWorks()) return escapeHtml(html);
  hookLinks();
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ADD_ATTR: ['rel'] });
};
