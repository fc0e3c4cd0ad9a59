import type { PageModule } from '@cloudmall/contract';
import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../lib/i18n';
import { useAppStore } from '../stores/app-store';
import { renderPage } from '../testing/render-page';
import { envelopeResponse, installRouteApi } from '../testing/test-api';
import CategoryPage from './category';

const tree = [
  { id: 1, pid: 0, name: 'Robots', image: '', childlist: [] },
  { id: 2, pid: 0, name: 'Scripts', image: '', childlist: [] },
];

function setCategoryPage(item: PageModule[] | undefined) {
  useAppStore.setState({
    modulesData: {
      homeModules: { page: {}, item: [] },
      categoryModules: [],
      ...(item ? { categoryPage: { page: {}, item } } : {}),
      searchModules: [],
    },
  });
}

const show = () =>
  renderPage(CategoryPage, '/pages/category', '', {
    titleKey: 'category',
    requiresLogin: false,
    tab: true,
  });

describe('category page', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(() => {
    installRouteApi({ '/api/wanlshop/common/categoryTree': () => envelopeResponse(tree) });
  });

  it('draws the modules the admin configured, in order, the browser where its module stands', async () => {
    setCategoryPage([
      { type: 'title', style: {}, params: { text: 'Pick a robot' }, data: [] },
      { type: 'category', style: {}, params: {}, data: [] },
      { type: 'title', style: {}, params: { text: 'Below the browser' }, data: [] },
    ]);
    show();
    expect(await screen.findByRole('button', { name: 'Robots' })).toBeTruthy();
    const text = document.body.textContent ?? '';
    expect(text.indexOf('Pick a robot')).toBeLessThan(text.indexOf('Robots'));
    expect(text.indexOf('Robots')).toBeLessThan(text.indexOf('Below the browser'));
    expect(screen.queryByPlaceholderText(/search/i)).toBeNull();
    expect(document.querySelector('[data-module="search"]')).toBeNull();
  });

  it('shows the search box and the browser before start-up data names any module', async () => {
    setCategoryPage(undefined);
    show();
    expect(await screen.findByRole('button', { name: 'Scripts' })).toBeTruthy();
    expect(document.querySelector('[data-module="search"]')).not.toBeNull();
  });
});
