import { describe, expect, it } from 'vitest';
import { mapsLink, placeFromParams, placeLine, returnAddress } from './location-rules';

const place = {
  name: 'Home',
  province: 'Istanbul',
  city: 'Kadıköy',
  district: 'Moda',
  address: 'Bahariye Cd. 5',
};

describe('the chosen place goes back to the page that asked', () => {
  it('is added to the caller’s own query', () => {
    expect(returnAddress('/pages/user/address/addressManage?id=3', place)).toBe(
      '/pages/user/address/addressManage?id=3&name=Home&province=Istanbul&city=Kad%C4%B1k%C3%B6y&district=Moda&address=Bahariye+Cd.+5',
    );
  });
  it('never to another site or without a caller', () => {
    for (const redirect of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
    ])
      expect(returnAddress(redirect, place)).toBeNull();
  });
});

describe('a place given in the address', () => {
  it('reads bounded fields and only sensible coordinates', () => {
    const read = placeFromParams(
      new URLSearchParams('name=Shop&address=Main%20St&latitude=41.01&longitude=999'),
    );
    expect(read).toMatchObject({
      name: 'Shop',
      address: 'Main St',
      latitude: 41.01,
      longitude: null,
    });
    expect(placeLine(read)).toBe('Main St');
  });
  it('opens the maps at its coordinates, else searches its address', () => {
    expect(mapsLink({ ...place, latitude: 41, longitude: 29 })).toContain('mlat=41&mlon=29');
    expect(mapsLink({ ...place, latitude: null, longitude: null })).toBe(
      'https://www.openstreetmap.org/search?query=Istanbul%20Kad%C4%B1k%C3%B6y%20Moda%20Bahariye%20Cd.%205',
    );
  });
});
