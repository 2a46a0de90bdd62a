import { describe, expect, it } from 'vitest';
import type { ScanResult } from '../../../contract/wardrobe.ts';
import { SCAN_CACHE_MAX_ENTRIES, SCAN_CACHE_TTL_MS, createScanCache } from './scan-cache.ts';

const scan = { detectedName: 'Navy Trousers' } as ScanResult;
const photo = Buffer.from('the same bytes');

describe('createScanCache', () => {
  it('gives a scan back once, to its user, for the same bytes, before it expires', () => {
    let time = 0;
    const cache = createScanCache(() => time);
    const token = cache.put('alice', photo, { scan, garment: null });
    expect(cache.take(token, 'alice', Buffer.from('the same bytes'))).toEqual({
      scan,
      garment: null,
    });
    expect(cache.take(token, 'alice', photo)).toBeNull();

    expect(cache.take(cache.put('alice', photo, { scan, garment: null }), 'bob', photo)).toBeNull();
    expect(
      cache.take(cache.put('alice', photo, { scan, garment: null }), 'alice', Buffer.from('other')),
    ).toBeNull();
    const late = cache.put('alice', photo, { scan, garment: null });
    time += SCAN_CACHE_TTL_MS;
    expect(cache.take(late, 'alice', photo)).toBeNull();
  });

  it('holds a bounded number of scans, dropping the oldest', () => {
    const cache = createScanCache(() => 0);
    const first = cache.put('alice', photo, { scan, garment: null });
    for (let i = 0; i < SCAN_CACHE_MAX_ENTRIES; i++)
      cache.put('alice', photo, { scan, garment: null });
    expect(cache.take(first, 'alice', photo)).toBeNull();
  });
});
