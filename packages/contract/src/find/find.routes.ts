import { z } from 'zod';
import { IdSchema } from '../shared/input-bounds.ts';
import { defineRoute } from '../shared/define-route.ts';
import { PageQuerySchema, pageSchema } from '../shared/envelope.ts';
import {
  FindCommentInputSchema,
  FindCommentSchema,
  FindListQuerySchema,
  FindPostSchema,
  FindPublishSchema,
  FindUserCardSchema,
  FindUserSchema,
  LiveRoomSchema,
} from './find.schemas.ts';

const IdInput = z.object({ id: IdSchema });

export const findRoutes = {
  list: defineRoute({
    method: 'GET', path: '/wanlshop/find/find/getList', auth: 'optional', input: FindListQuerySchema, output: pageSchema(FindPostSchema), errors: ['unauthorized'],
    summary: 'Feed posts by tab; follow and myfind need login; likes and user need user_id.',
  }),
  details: defineRoute({
    method: 'GET', path: '/wanlshop/find/find/getDetails', auth: 'optional', input: IdInput, output: FindPostSchema, errors: ['post_not_found'],
    summary: 'One post with its goods and flags; counts a view.',
  }),
  publish: defineRoute({
    method: 'POST', path: '/wanlshop/find/find/addData', auth: 'member', input: FindPublishSchema, output: FindPostSchema, errors: ['rate_limited'],
    summary: 'Publishes an image or video post (as the member’s shop when they own one); linked goods must be on sale.',
  }),
  remove: defineRoute({
    method: 'POST', path: '/wanlshop/find/find/delData', auth: 'member', input: IdInput, output: z.null(), errors: ['post_not_found'],
    summary: 'Deletes one of the member’s own posts.',
  }),
  like: defineRoute({
    method: 'POST', path: '/wanlshop/find/user/like', auth: 'member', input: IdInput, output: z.boolean(), errors: ['post_not_found'],
    summary: 'Toggles liking a post; answers whether it is liked now.',
  }),
  follow: defineRoute({
    method: 'POST', path: '/wanlshop/find/user/follow', auth: 'member', input: IdInput, output: z.boolean(), errors: ['follow_self_not_allowed', 'chat_user_not_found'],
    summary: 'Toggles following a member (by user id); answers whether followed now.',
  }),
  people: defineRoute({
    method: 'GET', path: '/wanlshop/find/user/getList', auth: 'optional',
    input: PageQuerySchema.extend({ id: IdSchema, type: z.enum(['follow', 'fans']) }), output: pageSchema(FindUserCardSchema), errors: [],
    summary: 'Whom a member follows, or their fans.',
  }),
  user: defineRoute({
    method: 'GET', path: '/wanlshop/find/user/userInfo', auth: 'optional', input: IdInput, output: FindUserSchema, errors: ['chat_user_not_found'],
    summary: 'A member’s feed profile with counts and whether the caller follows them.',
  }),
  comments: defineRoute({
    method: 'GET', path: '/wanlshop/find/comments/getList', auth: 'optional', input: IdInput, output: z.array(FindCommentSchema), errors: [],
    summary: 'Comments of a post, oldest first (replies carry their parent id).',
  }),
  comment: defineRoute({
    method: 'POST', path: '/wanlshop/find/comments/addData', auth: 'member', input: FindCommentInputSchema, output: FindCommentSchema, errors: ['post_not_found', 'rate_limited'],
    summary: 'Comments on a post (or replies to a comment of it).',
  }),
  livePlay: defineRoute({
    method: 'GET', path: '/wanlshop/live/play', auth: 'member', input: IdInput, output: LiveRoomSchema, errors: ['live_not_found'],
    summary: 'Enters a live room: counts a view and tells the room `coming` over the socket.',
  }),
  liveLeave: defineRoute({
    method: 'POST', path: '/wanlshop/live/unload', auth: 'member', input: IdInput, output: z.null(), errors: [],
    summary: 'Leaves a live room; the room is told `leave`.',
  }),
  liveLike: defineRoute({
    method: 'POST', path: '/wanlshop/live/like', auth: 'member', input: IdInput, output: z.object({ likes: z.number().int() }), errors: ['live_not_found', 'live_ended'],
    summary: 'Likes a live room; the room is told `like`.',
  }),
  liveSend: defineRoute({
    method: 'POST', path: '/wanlshop/live/send', auth: 'member',
    input: z.object({ id: IdSchema, message: z.string().trim().min(1, 'required').max(200, 'too_long') }).strict(),
    output: z.null(), errors: ['live_not_found', 'live_ended', 'rate_limited'],
    summary: 'Sends a chat line to everyone in the live room (as text).',
  }),
  liveEnd: defineRoute({
    method: 'GET', path: '/wanlshop/live/endLive', auth: 'optional', input: IdInput, output: LiveRoomSchema, errors: ['live_not_found'],
    summary: 'A room’s summary after it ended (likes, views, goods).',
  }),
} as const;
