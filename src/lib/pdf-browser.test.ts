import { describe, expect, it } from 'vitest';
import { base64ToBytes, mustDownloadPdf, nextZoom } from './pdf-browser';

const ua = {
  chrome109:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.5414.120 Safari/537.36',
  chrome110:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/110.0.0.0 Safari/537.36',
  chrome130: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  win7Firefox: 'Mozilla/5.0 (Windows NT 6.1; Win64; x64; rv:115.0) Gecko/20100101 Firefox/115.0',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  ie10: 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  oldIosChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 CriOS/99.0.4844.59 Mobile',
};

describe('mustDownloadPdf', () => {
  it('downloads on Chrome 109 or older, IE and Windows 7', () => {
    for (const name of ['chrome109', 'win7Firefox', 'ie11', 'ie10', 'oldIosChrome'] as const)
      expect(mustDownloadPdf(ua[name]), name).toBe(true);
  });
  it('previews elsewhere', () => {
    for (const name of ['chrome110', 'chrome130', 'firefox', 'safari'] as const)
      expect(mustDownloadPdf(ua[name]), name).toBe(false);
  });
});

describe('nextZoom', () => {
  it('moves in 10% steps between 50% and 200%', () => {
    expect(nextZoom(1, 1)).toBe(1.1);
    expect(nextZoom(0.7, -1)).toBe(0.6);
    expect(nextZoom(0.5, -1)).toBe(0.5);
    expect(nextZoom(2, 1)).toBe(2);
    let zoom = 1;
    for (let i = 0; i < 5; i++) zoom = nextZoom(zoom, -1);
    expect(zoom).toBe(0.5);
  });
});

it('base64ToBytes decodes', () => {
  expect(Array.from(base64ToBytes(btoa('%PDF')))).toEqual([37, 80, 68, 70]);
});
