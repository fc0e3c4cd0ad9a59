import { describe, expect, it } from 'vitest';
import { adminPageFeature, menuFeature } from './feature';

const page = () => Promise.resolve({ default: () => null });

describe('menuFeature', () => {
  it('opens each page to its menu section role only, unless the page names its own roles', () => {
    const feature = menuFeature('advertiser', [
      { path: 'campaigns', label: 'c:menu', icon: null, page, roles: ['advertiser', 'admin'] },
      { path: 'admin/advertisers', label: 'c:admin', icon: null, page, section: 'admin' },
      { path: 'reports', label: 'c:reports', icon: null, page },
    ]);
    expect(feature.routes.map(({ path, roles }) => ({ path, roles }))).toEqual([
      { path: 'campaigns', roles: ['advertiser', 'admin'] },
      { path: 'admin/advertisers', roles: ['admin'] },
      { path: 'reports', roles: ['advertiser'] },
    ]);
    expect(feature.menu.map(({ path, section, roles }) => ({ path, section, roles }))).toEqual([
      { path: 'campaigns', section: 'advertiser', roles: ['advertiser', 'admin'] },
      { path: 'admin/advertisers', section: 'admin', roles: ['admin'] },
      { path: 'reports', section: 'advertiser', roles: ['advertiser'] },
    ]);
  });
});

describe('adminPageFeature', () => {
  it('opens its one page to admins, in the admin section and the given sub-menu', () => {
    const feature = adminPageFeature('reports', {
      path: 'admin/x',
      label: 'x:menu',
      icon: null,
      page,
    });
    expect(feature.routes).toEqual([{ path: 'admin/x', roles: ['admin'], page }]);
    expect(feature.menu).toEqual([
      {
        path: 'admin/x',
        label: 'x:menu',
        icon: null,
        section: 'admin',
        group: 'reports',
        roles: ['admin'],
      },
    ]);
  });
});
