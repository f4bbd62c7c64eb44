import { describe, expect, it } from 'vitest';
import { carrierOf, senderDomainOf } from './carriers.ts';

describe('carrierOf', () => {
  it.each([
    ['hibi@docomo.ne.jp', 'docomo'],
    ['hibi..xyz@DoCoMo.ne.jp', 'docomo'],
    ['hibi@au.com', 'au'],
    ['xyz.@ezweb.ne.jp', 'au'],
    ['hibi@biz.ezweb.ne.jp', 'au'],
    ['hibi@softbank.ne.jp', 'softbank'],
    ['hibi@i.softbank.jp', 'softbank'],
    ['hibi@disney.ne.jp', 'softbank'],
    ['hibi@t.vodafone.ne.jp', 'softbank'],
    ['hibi@k.vodafone.ne.jp', 'softbank'],
    ['hibi@rakumail.jp', 'rakuten'],
  ])('knows %s as %s', (email, carrier) => {
    expect(carrierOf(email)).toBe(carrier);
  });

  it('matches docomo.ne.jp only, not names under it or like it', () => {
    expect(carrierOf('hibi@sub.docomo.ne.jp')).toBeNull();
    expect(carrierOf('hibi@docomo.ne.jp.example')).toBeNull();
    expect(carrierOf('hibi@mydocomo.ne.jp')).toBeNull();
  });

  it('takes Vodafone addresses by their regional names, never the bare domain', () => {
    expect(carrierOf('hibi@vodafone.ne.jp')).toBeNull();
    expect(carrierOf('hibi@x.softbank.ne.jp')).toBeNull();
    expect(carrierOf('hibi@fakeezweb.ne.jp')).toBeNull();
  });

  it('leaves other mailboxes (docomo’s ISP mopera U too) to the generic advice', () => {
    for (const email of ['hibi@gmail.com', 'hibi@mopera.net', 'hibi@icloud.com', 'no-at-sign', 'a@']) {
      expect(carrierOf(email)).toBeNull();
    }
  });

  it('reads the domain after the last @, with spaces and a final dot dropped', () => {
    expect(carrierOf(' "a@b"@docomo.ne.jp ')).toBe('docomo');
    expect(carrierOf('hibi@au.com.')).toBe('au');
  });
});

describe('senderDomainOf', () => {
  it('is the part after @, lower-cased', () => {
    expect(senderDomainOf('no-reply@Hibi.Example')).toBe('hibi.example');
  });
});
