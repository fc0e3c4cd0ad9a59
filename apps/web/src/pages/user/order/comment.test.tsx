import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../testing/render-page';
import { envelopeResponse, installRouteApi, sentBodies } from '../../../testing/test-api';
import ReviewPage from './comment';
import { useEnglishMember } from '../../../testing/member';

const INFO = '/api/wanlshop/order/getOrderInfo';
const COMMENT = '/api/wanlshop/order/commentOrder';
const UPLOAD = '/api/common/upload';

const item = (id: number, title: string) => ({
  id,
  goods_id: id,
  sku_id: id,
  title,
  image: '/uploads/g.png',
  difference: 'S',
  price: '8.90',
  market_price: '9.90',
  number: 1,
  freight_price: '0.00',
  discount_price: '0.00',
  actual_payment: '8.90',
  refund_id: null,
  refund_status: 0,
  commented: false,
});

const info = (state: number) => ({
  id: 9,
  shop_id: 7,
  order_no: 'A9',
  type: 'goods',
  state,
  group_pending: false,
  createtime: 1_790_000_000,
  goods: [item(1, 'Game Card'), item(2, 'Script Code')],
  pay: {
    pay_no: 'P9',
    trade_no: '',
    number: 2,
    price: '17.80',
    order_price: '17.80',
    freight_price: '0.00',
    discount_price: '0.00',
    actual_payment: '17.80',
    refund_price: '0.00',
  },
  shop: { id: 7, shopname: 'CodeVault' },
  isaddress: 0,
  express_name: 'SF Express',
  express_no: 'SF1',
  remarks: '',
  paymenttime: 1,
  delivertime: 1,
  taketime: 1,
  dealtime: 0,
  closetime: 0,
  logistics: { context: 'Shipped', status: 'shipped', time: '2026-11-21T07:14:51.969Z' },
  address: {
    name: 'Ada',
    mobile: '905321234567',
    address: 'Istanbul/Kadikoy/Moda 12',
    address_name: 'Moda 12',
  },
  config: {
    cancel: 0.5,
    receiving: 10,
    comment: 7,
    customer: 7,
    autoagree: 2,
    returntime: 7,
    receivingtime: 7,
  },
  freight_type: 0,
});

describe('review an order', () => {
  useEnglishMember({ username: 'demo' });

  it('sends every item at once with its stars and text, then opens my reviews', async () => {
    const api = installRouteApi({
      [INFO]: () => envelopeResponse(info(4)),
      [COMMENT]: () => envelopeResponse(true),
      '/api/wanlshop/user/refresh': () => envelopeResponse(null, { status: 404 }),
    });
    const { router } = renderPage(ReviewPage, '/pages/user/order/comment', '?id=9');
    const items = await screen.findAllByTestId('review-item');
    expect(items).toHaveLength(2);
    fireEvent.click(within(items[1]!).getByRole('radio', { name: '3 stars' }));
    expect(within(items[1]!).getByText('Average')).toBeTruthy();
    fireEvent.change(within(items[0]!).getByLabelText('Review text'), {
      target: { value: '  Works well  ' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit reviews' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/user/comment/comment'));
    expect(sentBodies(api.fetch, COMMENT)).toEqual([
      {
        order_id: 9,
        goodsList: [
          { id: 1, score: 5, comment: 'Works well', imgList: [] },
          { id: 2, score: 3, comment: '', imgList: [] },
        ],
      },
    ]);
  });

  it("waits for every item's pictures to upload, then sends each item with its own pictures", async () => {
    const answers: ((response: Response) => void)[] = [];
    const api = installRouteApi({
      [INFO]: () => envelopeResponse(info(4)),
      [COMMENT]: () => envelopeResponse(true),
      [UPLOAD]: () => new Promise<Response>((resolve) => answers.push(resolve)),
      '/api/wanlshop/user/refresh': () => envelopeResponse(null, { status: 404 }),
    });
    const { router } = renderPage(ReviewPage, '/pages/user/order/comment', '?id=9');
    const items = await screen.findAllByTestId('review-item');
    const files = screen.getAllByTestId('review-image-file');
    const png = (name: string) => new File(['x'], name, { type: 'image/png' });
    await act(async () => fireEvent.change(files[0]!, { target: { files: [png('a.png')] } }));
    await act(async () => fireEvent.change(files[1]!, { target: { files: [png('b.png')] } }));
    await waitFor(() => expect(answers).toHaveLength(2));
    const submit = () =>
      screen.getByRole('button', { name: 'Submit reviews' }) as HTMLButtonElement;
    expect(submit().disabled).toBe(true);

    // the second item's picture arrives first: the first item is still uploading
    await act(async () =>
      answers[1]!(envelopeResponse({ url: '/uploads/b.png', fullurl: '/uploads/b.png' })),
    );
    await waitFor(() =>
      expect(within(items[1]!).getByRole('img', { name: 'Picture 1' })).toBeTruthy(),
    );
    expect(submit().disabled).toBe(true);
    await act(async () =>
      answers[0]!(envelopeResponse({ url: '/uploads/a.png', fullurl: '/uploads/a.png' })),
    );
    await waitFor(() => expect(submit().disabled).toBe(false));

    await act(async () => fireEvent.click(submit()));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/user/comment/comment'));
    expect(sentBodies(api.fetch, COMMENT)).toEqual([
      {
        order_id: 9,
        goodsList: [
          { id: 1, score: 5, comment: '', imgList: ['/uploads/a.png'] },
          { id: 2, score: 5, comment: '', imgList: ['/uploads/b.png'] },
        ],
      },
    ]);
  });

  it('refuses an order that is not waiting for a review', async () => {
    installRouteApi({ [INFO]: () => envelopeResponse(info(3)) });
    renderPage(ReviewPage, '/pages/user/order/comment', '?id=9');
    expect(await screen.findByText('This order cannot be reviewed')).toBeTruthy();
  });
});
