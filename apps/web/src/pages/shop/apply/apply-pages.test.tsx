import type { ShopApplication } from '@cloudmall/contract/merchant';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ShopApplyPage from './apply';
import ShopApplyDetailsPage from './details';
import { useEnglishMember } from '../../../testing/member';
import { renderRoutes } from '../../../testing/render-page';
import { envelopeResponse, installRouteApi } from '../../../testing/test-api';

const application = (overrides: Partial<ShopApplication> = {}): ShopApplication => ({
  id: 7,
  store_type: 'personal',
  shopname: 'Ada Store',
  id_type: 'passport',
  id_number: 'P123456',
  real_name: 'Ada Lovelace',
  mobile: '905550001122',
  front_image: '/private/kyc/a.webp',
  back_image: '',
  licence_image: '',
  front_url: '',
  back_url: '',
  licence_url: '',
  state: 'pending',
  reason: '',
  shop_id: 0,
  createtime: 1_700_000_000,
  updatetime: 1_700_000_000,
  ...overrides,
});

function showDetails(mine: ShopApplication | null) {
  installRouteApi({ '/api/wanlshop/shop/apply': () => envelopeResponse(mine) });
  renderRoutes([{ path: '/d', element: <ShopApplyDetailsPage /> }], '/d');
}

describe('the merchant application details page', () => {
  useEnglishMember();

  it('invites a member without an application to apply', async () => {
    showDetails(null);
    expect(await screen.findByText('No application yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply now' })).toBeTruthy();
  });

  it('shows a refusal with its reason and the way to edit and send again', async () => {
    showDetails(application({ state: 'refused', reason: 'Photo is blurred' }));
    expect(await screen.findByText('Application not approved')).toBeTruthy();
    expect(screen.getByText('Reason: Photo is blurred')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit and send again' })).toBeTruthy();
  });

  it('gives an approved merchant the console address and their shop', async () => {
    showDetails(application({ state: 'certified', shop_id: 12 }));
    expect(await screen.findByText('Your shop is open')).toBeTruthy();
    expect(screen.getByText(`${window.location.origin}/console/`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open my shop page' }).getAttribute('href')).toContain(
      'id=12',
    );
  });

  it('shows the load-failed view with a retry when the application cannot load', async () => {
    installRouteApi({});
    renderRoutes([{ path: '/d', element: <ShopApplyDetailsPage /> }], '/d');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('the merchant application form page', () => {
  useEnglishMember();

  it('shows a waiting application instead of the form', async () => {
    installRouteApi({ '/api/wanlshop/shop/apply': () => envelopeResponse(application()) });
    renderRoutes([{ path: '/a', element: <ShopApplyPage /> }], '/a');
    expect(await screen.findByText('Under review')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
  });

  it('asks no back photo of a passport and fills the form from a refused application', async () => {
    installRouteApi({
      '/api/wanlshop/shop/apply': () =>
        envelopeResponse(application({ state: 'refused', reason: 'Blurred' })),
    });
    renderRoutes([{ path: '/a', element: <ShopApplyPage /> }], '/a');
    expect(await screen.findByDisplayValue('Ada Store')).toBeTruthy();
    expect(screen.getByText('Photo page')).toBeTruthy();
    expect(screen.queryByText('Back')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit and send again' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send application' })).toBeTruthy();
  });
});
