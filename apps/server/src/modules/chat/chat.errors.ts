import { AppError, forbidden } from '../../platform/http/app-error.ts';

export const chatSelfNotAllowed = () => new AppError('chat_self_not_allowed');
export const chatUserNotFound = () => new AppError('chat_user_not_found');
export const chatGoodsNotFound = () => new AppError('chat_goods_not_found');
export const chatClientUnknown = () => new AppError('chat_client_unknown');
export const rateLimited = () => new AppError('rate_limited');
export { forbidden };
export const shopNotFound = () => new AppError('shop_not_found');
