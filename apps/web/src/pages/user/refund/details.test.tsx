import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../testing/render-page';
import { envelopeResponse, installRouteApi, sentBodies } from '../../../testing/test-api';
import ApplyPage from './apply';
import DetailsPage from './details';
import { useEnglishMember } from '../../../testing/member';

const goods = {
  id: 7,
  goods_id: 3,
  title: 'Cloud Phone X1',
  image: '',
  difference: 'Basic',
  price: '72.30',
  number: 1,
  actual_payment: '72.30',
};
const shop = { id: 1, shopname: 'Cloudmall Official', avatar: '' };
const refund = (state: number, type: number, extra: Record<string, unknown> = {}) => ({
  id: 9,
  order_id: 4,
  shop_id: 1,
  goods_ids: 7,
  price: '72.30',
  type,
  reason: 4,
  state,
  createtime: 1_790_000_000,
  goods,
  shop,
  expressType: 1,
  images: [],
  refund_content: 'Broken',
  refuse_content: state === 2 ? 'Used item' : '',
  express_name: '',
  express_no: '',
  agreetime: 0,
  returntime: 0,
  rejecttime: 0,
  closingtime: 0,
  completetime: 0,
  due_time: 0,
  max_money: '72.30',
  goods_number: 1,
  shopConfig: null,
  kuaidi: [{ id: 1, name: 'SF Express', code: 'SF Express' }],
  config: {
    cancel: 0.5,
    receiving: 10,
    comment: 7,
    customer: 7,
    autoagree: 2,
    returntime: 7,
    receivingtime: 7,
  },
  log: [
    {
      id: 1,
      type: 0,
      event: 'applied',
      content: '',
      name: 'Demo',
      avatar: '',
      createtime: 1_790_000_000,
    },
  ],
  ...extra,
});

describe('refund details', () => {
  useEnglishMember({ username: 'demo' });

  it('a refused request shows the reason and offers the platform, editing and cancelling', async () => {
    installRouteApi({ '/api/wanlshop/refund/getRefundInfo': () => envelopeResponse(refund(2, 0)) });
    renderPage(DetailsPage, '/pages/user/refund/details', '?id=9');
    expect(await screen.findByText('Refused by the shop')).toBeTruthy();
    expect(screen.getByText('Used item')).toBeTruthy();
    expect(screen.getByTestId('refund-action-arbitrate').textContent).toBe('Ask the platform');
    expect(screen.getByTestId('refund-action-edit')).toBeTruthy();
    expect(screen.getByTestId('refund-action-close')).toBeTruthy();
    expect(screen.queryByTestId('refund-action-ship')).toBeNull();
    expect(screen.getByText('Quality problem')).toBeTruthy();
  });

  it('an agreed return shows where to send it and the ship action', async () => {
    const address = {
      returnName: 'Returns Desk',
      returnPhoneNum: '8613800000003',
      returnAddr: 'Shenzhen, 88 Keji Rd',
    };
    installRouteApi({
      '/api/wanlshop/refund/getRefundInfo': () =>
        envelopeResponse(refund(1, 1, { shopConfig: address })),
    });
    renderPage(DetailsPage, '/pages/user/refund/details', '?id=9');
    expect(await screen.findByText('Awaiting your return')).toBeTruthy();
    expect(screen.getByText('Shenzhen, 88 Keji Rd')).toBeTruthy();
    expect(screen.getByTestId('refund-action-ship').textContent).toBe('Ship return');
  });

  it('a refunded request has no actions left', async () => {
    installRouteApi({
      '/api/wanlshop/refund/getRefundInfo': () =>
        envelopeResponse(refund(4, 0, { completetime: 1_790_000_100 })),
    });
    renderPage(DetailsPage, '/pages/user/refund/details', '?id=9');
    expect(await screen.findByText('The money is back in your balance.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull();
  });
});

describe('refund apply', () => {
  useEnglishMember({ username: 'demo' });

  it('needs a reason and refuses an amount above the maximum, then sends two decimals', async () => {
    const { fetch } = installRouteApi({
      '/api/wanlshop/refund/applyInfo': () =>
        envelopeResponse({ order_id: 4, order_state: 4, goods, max_money: '72.30', shop }),
      '/api/wanlshop/refund/addApply': () => envelopeResponse(9),
      '/api/wanlshop/refund/getRefundInfo': () => envelopeResponse(refund(0, 0)),
      '/api/wanlshop/user/refresh': () => envelopeResponse(null),
    });
    renderPage(ApplyPage, '/pages/user/refund/apply', '?order_id=4&goods_id=7');
    const amount = await screen.findByLabelText('Refund amount');
    fireEvent.change(amount, { target: { value: '80' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText('Please choose a reason')).toBeTruthy();
    expect(screen.getByText('The refund cannot be more than ¥72.30')).toBeTruthy();
    expect(sentBodies(fetch, '/api/wanlshop/refund/addApply')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: /Reason/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Missing items' }));
    fireEvent.change(amount, { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    await waitFor(() => expect(sentBodies(fetch, '/api/wanlshop/refund/addApply')).toHaveLength(1));
    expect(sentBodies(fetch, '/api/wanlshop/refund/addApply')[0]).toMatchObject({
      order_id: 4,
      goods: 7,
      money: '12.50',
      type: 0,
      reason: 5,
      expressType: 1,
    });
  });

  it('an item that cannot be refunded says why instead of showing the form', async () => {
    installRouteApi({
      '/api/wanlshop/refund/applyInfo': () =>
        envelopeResponse(null, { code: 0, msg: 'refund_period_over' }),
    });
    renderPage(ApplyPage, '/pages/user/refund/apply', '?order_id=4&goods_id=7');
    expect(await screen.findByText('This item cannot be refunded')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit request' })).toBeNull();
  });
});
