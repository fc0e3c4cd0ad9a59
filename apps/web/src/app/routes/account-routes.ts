/** Auth, account, sign-in, settings and feedback pages. */
import { route, member, type RouteEntry } from './route-entry';

export const accountRoutes: RouteEntry[] = [
  // Auth
  route('/pages/user/auth/auth', 'auth', () => import('../../pages/user/auth/auth')),
  route('/pages/user/auth/name', 'authName', () => import('../../pages/user/auth/name'), member),
  route('/pages/user/auth/auto', 'authAuto', () => import('../../pages/user/auth/auto')),
  route(
    '/pages/user/auth/perfect',
    'authPerfect',
    () => import('../../pages/user/auth/perfect'),
    member,
  ),
  route('/pages/user/auth/phone', 'authPhone', () => import('../../pages/user/auth/phone')),
  route(
    '/pages/user/auth/register',
    'authRegister',
    () => import('../../pages/user/auth/register'),
  ),
  route(
    '/pages/user/auth/retrieve',
    'authRetrieve',
    () => import('../../pages/user/auth/retrieve'),
  ),
  route(
    '/pages/user/auth/thirdreg',
    'authThirdreg',
    () => import('../../pages/user/auth/thirdreg'),
  ),
  route(
    '/pages/user/auth/validcode',
    'authValidcode',
    () => import('../../pages/user/auth/validcode'),
  ),
  route(
    '/pages/user/auth/verification',
    'authVerification',
    () => import('../../pages/user/auth/verification'),
    member,
  ),
  route(
    '/pages/user/auth/resetpwd',
    'authResetpwd',
    () => import('../../pages/user/auth/resetpwd'),
  ),
  route(
    '/pages/user/auth/resetphone',
    'authResetphone',
    () => import('../../pages/user/auth/resetphone'),
    member,
  ),

  // Account pages
  route('/pages/user/bank/bank', 'bank', () => import('../../pages/user/bank/bank'), member),
  route('/pages/user/bank/add', 'bankAdd', () => import('../../pages/user/bank/add'), member),
  route(
    '/pages/user/bank/details',
    'bankDetails',
    () => import('../../pages/user/bank/details'),
    member,
  ),
  route('/pages/user/vip/vip', 'vip', () => import('../../pages/user/vip/vip'), member),
  route('/pages/user/coupon/list', 'couponList', () => import('../../pages/user/coupon/list')),
  route(
    '/pages/user/coupon/mycard',
    'couponMycard',
    () => import('../../pages/user/coupon/mycard'),
    member,
  ),
  route(
    '/pages/user/coupon/details',
    'couponDetails',
    () => import('../../pages/user/coupon/details'),
  ),
  route(
    '/pages/user/coupon/apply',
    'couponApply',
    () => import('../../pages/user/coupon/apply'),
    member,
  ),
  route('/pages/user/help', 'help', () => import('../../pages/user/help')),
  route('/pages/user/service', 'service', () => import('../../pages/user/service'), member),
  route('/pages/user/service1', 'service1', () => import('../../pages/user/service1'), member),
  route('/pages/user/bingli', 'bingli', () => import('../../pages/user/bingli'), member),
  route('/pages/user/team', 'team', () => import('../../pages/user/team'), member),
  route('/pages/user/myvideo', 'myvideo', () => import('../../pages/user/myvideo'), member),
  route('/pages/user/gongpai', 'gongpai', () => import('../../pages/user/gongpai'), member),
  route(
    '/pages/user/tuanduijiangjinchi',
    'teamRewardPool',
    () => import('../../pages/user/tuanduijiangjinchi'),
    member,
  ),
  route(
    '/pages/user/yanchijiesuan',
    'rewardSettlement',
    () => import('../../pages/user/yanchijiesuan'),
    member,
  ),
  route(
    '/pages/user/guanggaojiangjinchi',
    'adRewardPool',
    () => import('../../pages/user/guanggaojiangjinchi'),
    member,
  ),
  route('/pages/user/butie', 'subsidy', () => import('../../pages/user/butie'), member),
  route('/pages/user/theme', 'theme', () => import('../../pages/user/theme')),
  route('/pages/user/footprint', 'footprint', () => import('../../pages/user/footprint'), member),
  route('/pages/user/follow', 'follow', () => import('../../pages/user/follow'), member),
  route('/pages/user/collect', 'collect', () => import('../../pages/user/collect'), member),

  // Sign-in
  route(
    '/pages/user/signin/signin',
    'signin',
    () => import('../../pages/user/signin/signin'),
    member,
  ),
  route('/pages/user/signin/log', 'signinLog', () => import('../../pages/user/signin/log'), member),
  route(
    '/pages/user/signin/rank',
    'signinRank',
    () => import('../../pages/user/signin/rank'),
    member,
  ),

  // Settings
  route(
    '/pages/user/setting/notice',
    'settingNotice',
    () => import('../../pages/user/setting/notice'),
    member,
  ),
  route('/pages/user/setting/kyc', 'kyc', () => import('../../pages/user/setting/kyc'), member),
  route('/pages/user/setting/privacy', 'privacy', () => import('../../pages/user/setting/privacy')),
  route(
    '/pages/user/setting/security',
    'security',
    () => import('../../pages/user/setting/security'),
    member,
  ),
  route(
    '/pages/user/setting/currency',
    'currency',
    () => import('../../pages/user/setting/currency'),
    member,
  ),
  route(
    '/pages/user/setting/securityCenter',
    'securityCenter',
    () => import('../../pages/user/setting/security-center'),
    member,
  ),
  route('/pages/user/setting/about', 'about', () => import('../../pages/user/setting/about')),
  route('/pages/user/setting/setting', 'setting', () => import('../../pages/user/setting/setting')),
  route(
    '/pages/user/setting/user',
    'settingUser',
    () => import('../../pages/user/setting/user'),
    member,
  ),

  // Feedback and complaints
  route(
    '/pages/user/feedback/feedback',
    'feedback',
    () => import('../../pages/user/feedback/feedback'),
    member,
  ),
  route(
    '/pages/user/feedback/lists',
    'feedbackLists',
    () => import('../../pages/user/feedback/lists'),
    member,
  ),
  route(
    '/pages/user/complaint/complaint',
    'complaint',
    () => import('../../pages/user/complaint/complaint'),
    member,
  ),
  route(
    '/pages/user/complaint/lists',
    'complaintLists',
    () => import('../../pages/user/complaint/lists'),
    member,
  ),
];
