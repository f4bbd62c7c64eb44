import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-stylesheets';

const site = '<link nonce="n" rel="stylesheet" href="/assets/site-1.css" data-precedence="default"/>';
const part =
  '<link nonce="n" rel="stylesheet" href="/assets/marketing-site-2.css" data-precedence="default"/>';
const app = '<link nonce="n" rel="stylesheet" href="/assets/app-3.css" data-precedence="default"/>';
const known: Record<string, string> = {
  '/assets/site-1.css': 'body{color:red}',
  '/assets/marketing-site-2.css': '.hero{margin:0}',
};
const cssOf = (href: string) => known[href];

describe('inlineStylesheets', () => {
  it('writes every linked stylesheet into the head, in order, and disables the links', () => {
    const head = `<head><meta charSet="utf-8"/>${site}${part}<link rel="modulepreload" href="/a.js"/></head>`;
    expect(inlineStylesheets(head, cssOf, 's')).toBe(
      '<head><meta charSet="utf-8"/>' +
        '<style nonce="s" data-inlined-from="/assets/site-1.css">body{color:red}</style>' +
        '<link nonce="n" rel="stylesheet" href="/assets/site-1.css" data-precedence="default" disabled/>' +
        '<style nonce="s" data-inlined-from="/assets/marketing-site-2.css">.hero{margin:0}</style>' +
        '<link nonce="n" rel="stylesheet" href="/assets/marketing-site-2.css" data-precedence="default" disabled/>' +
        '<link rel="modulepreload" href="/a.js"/></head>',
    );
  });

  it('leaves the head alone when one of its stylesheets is not known (the app’s pages)', () => {
    const head = `<head>${site}${app}</head>`;
    expect(inlineStylesheets(head, cssOf, 's')).toBe(head);
  });

  it('leaves a head without stylesheets alone', () => {
    expect(inlineStylesheets('<head><title>x</title></head>', cssOf, 's')).toBe(
      '<head><title>x</title></head>',
    );
  });
});
