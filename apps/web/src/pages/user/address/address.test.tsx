import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { explicitReturn, withAddressId } from '../../../features/cart/address-return';
import { initI18n } from '../../../lib/i18n';
import { EMPTY_USER, useUserStore } from '../../../stores/user-store';
import { renderPage } from '../../../testing/render-page';
import { envelopeResponse, installRouteApi, sentBodies } from '../../../testing/test-api';
import AddressListPage from './address';
import AddressManagePage from './address-manage';

const address = (id: number, name: string, isDefault: 0 | 1) => ({
  id,
  name,
  mobile: '905321234567',
  province: 'Istanbul',
  city: 'Istanbul',
  district: 'Kadikoy',
  address: `Moda ${id}`,
  default: isDefault,
  formatted_address: 'IstanbulIstanbulKadikoy',
  address_name: '',
});
const page = (rows: unknown[]) => ({
  total: rows.length,
  per_page: 100,
  current_page: 1,
  last_page: 1,
  data: rows,
});

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  useUserStore.setState({ ...EMPTY_USER, id: 4, isLogin: true, token: 't' });
});

describe('address list', () => {
  it('marks the default address and offers set-default on the others', async () => {
    installRouteApi({
      '/api/wanlshop/address/getaddress': () =>
        envelopeResponse(page([address(1, 'Ada', 1), address(2, 'Grace', 0)])),
    });
    renderPage(AddressListPage, '/pages/user/address/address', '', {
      titleKey: 'address',
      requiresLogin: true,
      tab: false,
    });
    const cards = await screen.findAllByTestId('address-card');
    expect(within(cards[0]!).getAllByText('Default')).toHaveLength(2); // the badge and the pressed toggle
    expect(within(cards[1]!).getByRole('button', { name: 'Set as default' })).toBeTruthy();
  });

  it('sets another address as the default', async () => {
    const api = installRouteApi({
      '/api/wanlshop/address/getaddress': () =>
        envelopeResponse(page([address(1, 'Ada', 1), address(2, 'Grace', 0)])),
      '/api/wanlshop/address/setdefault': () => envelopeResponse(address(2, 'Grace', 1)),
    });
    renderPage(AddressListPage, '/pages/user/address/address');
    fireEvent.click(await screen.findByRole('button', { name: 'Set as default' }));
    await waitFor(() =>
      expect(sentBodies(api.fetch, '/api/wanlshop/address/setdefault')).toEqual([{ id: 2 }]),
    );
  });

  it('in checkout mode a tap chooses the address and returns it to the page named', async () => {
    installRouteApi({
      '/api/wanlshop/address/getaddress': () =>
        envelopeResponse(page([address(1, 'Ada', 1), address(2, 'Grace', 0)])),
    });
    const back = '/pages/user/order/addorder?type=cart&data=[]&address_id=1';
    const { router } = renderPage(
      AddressListPage,
      '/pages/user/address/address',
      `?source=checkout&redirect=${encodeURIComponent(back)}`,
    );
    expect(await screen.findByText('Tap an address to deliver to it')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Deliver here: Grace' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/user/order/addorder'));
    expect(new URLSearchParams(router.state.location.search).get('address_id')).toBe('2');
  });

  it('shows the empty state', async () => {
    installRouteApi({ '/api/wanlshop/address/getaddress': () => envelopeResponse(page([])) });
    renderPage(AddressListPage, '/pages/user/address/address');
    expect(await screen.findByText('No delivery address yet')).toBeTruthy();
  });
});

describe('address form', () => {
  it('shows translated field messages before sending anything', async () => {
    const api = installRouteApi({});
    renderPage(AddressManagePage, '/pages/user/address/addressManage');
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('This field is required')).length).toBe(4);
    expect(screen.getByText(/Enter a valid number/)).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('a new address saved while choosing for the checkout is chosen at once, without a second tap', async () => {
    installRouteApi({
      '/api/wanlshop/address/address': () => envelopeResponse(address(9, 'Ada', 1)),
    });
    const back = '/pages/apps/groups/confirm?goods_id=3';
    const { router } = renderPage(
      AddressManagePage,
      '/pages/user/address/addressManage',
      `?source=checkout&redirect=${encodeURIComponent(back)}`,
    );
    fireEvent.change(await screen.findByLabelText('Recipient'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Mobile number'), {
      target: { value: '905321234567' },
    });
    fireEvent.change(screen.getByLabelText('Province / state'), { target: { value: 'Istanbul' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Kadikoy' } });
    fireEvent.change(screen.getByLabelText('Street address'), { target: { value: 'Moda 9' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/apps/groups/confirm'));
    expect(new URLSearchParams(router.state.location.search).get('address_id')).toBe('9');
  });

  it('edits the address of ?id= and sends it with its id', async () => {
    const api = installRouteApi({
      '/api/wanlshop/address/detail': () => envelopeResponse(address(7, 'Ada', 0)),
      '/api/wanlshop/address/address': () => envelopeResponse(address(7, 'Ada B', 0)),
    });
    renderPage(AddressManagePage, '/pages/user/address/addressManage', '?id=7');
    const name = await screen.findByDisplayValue('Ada');
    fireEvent.change(name, { target: { value: 'Ada B' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    await waitFor(() =>
      expect(sentBodies(api.fetch, '/api/wanlshop/address/address')).toHaveLength(1),
    );
    expect(sentBodies(api.fetch, '/api/wanlshop/address/address')[0]).toEqual({
      type: 'edit',
      data: {
        id: 7,
        name: 'Ada B',
        mobile: '905321234567',
        province: 'Istanbul',
        city: 'Istanbul',
        district: 'Kadikoy',
        address: 'Moda 7',
        default: 0,
      },
    });
  });
});

describe('address return', () => {
  it('sets address_id on the return path and honours only same-app targets', () => {
    expect(withAddressId('/pages/user/order/addorder?type=cart&address_id=1', 5)).toBe(
      '/pages/user/order/addorder?type=cart&address_id=5',
    );
    expect(explicitReturn('https://evil.example/x')).toBeNull();
    expect(explicitReturn('//evil.example')).toBeNull();
    expect(explicitReturn(null)).toBeNull();
    expect(explicitReturn('/pages/user/order/addorder?x=1')).toBe('/pages/user/order/addorder?x=1');
  });
});
