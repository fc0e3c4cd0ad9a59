/** Auth, account, sign-in, settings and feedback pages. */
import { guest, member, pages, route, type RouteEntry } from './route-entry';

export const accountRoutes: RouteEntry[] = [
  // Auth
  ...pages('/pages/user/auth', {
    auth: ['auth', () => import('../../pages/user/auth/auth'), guest],
    name: ['authName', () => import('../../pages/user/auth/name'), member],
    auto: ['authAuto', () => import('../../pages/user/auth/auto'), guest],
    perfect: ['authPerfect', () => import('../../pages/user/auth/perfect'), member],
    phone: ['authPhone', () => import('../../pages/user/auth/phone'), guest],
    register: ['authRegister', () => import('../../pages/user/auth/register'), guest],
    retrieve: ['authRetrieve', () => import('../../pages/user/auth/retrieve'), guest],
    thirdreg: ['authThirdreg', () => import('../../pages/user/auth/thirdreg'), guest],
    validcode: ['authValidcode', () => import('../../pages/user/auth/validcode'), guest],
    verification: ['authVerification', () => import('../../pages/user/auth/verification'), member],
    resetpwd: ['authResetpwd', () => import('../../pages/user/auth/resetpwd'), guest],
    resetphone: ['authResetphone', () => import('../../pages/user/auth/resetphone'), member],
  }),

  // Account pages
  ...pages('/pages/user/bank', {
    bank: ['bank', () => import('../../pages/user/bank/bank'), member],
    add: ['bankAdd', () => import('../../pages/user/bank/add'), member],
    details: ['bankDetails', () => import('../../pages/user/bank/details'), member],
  }),
  route('/pages/user/vip/vip', 'vip', () => import('../../pages/user/vip/vip'), member),
  ...pages('/pages/user/coupon', {
    list: ['couponList', () => import('../../pages/user/coupon/list'), guest],
    mycard: ['couponMycard', () => import('../../pages/user/coupon/mycard'), member],
    details: ['couponDetails', () => import('../../pages/user/coupon/details'), guest],
    apply: ['couponApply', () => import('../../pages/user/coupon/apply'), member],
  }),
  ...pages('/pages/user', {
    help: ['help', () => import('../../pages/user/help'), guest],
    service: ['service', () => import('../../pages/user/service'), member],
    service1: ['service1', () => import('../../pages/user/service1'), member],
    bingli: ['bingli', () => import('../../pages/user/bingli'), member],
    team: ['team', () => import('../../pages/user/team'), member],
    myvideo: ['myvideo', () => import('../../pages/user/myvideo'), member],
    gongpai: ['gongpai', () => import('../../pages/user/gongpai'), member],
    tuanduijiangjinchi: [
      'teamRewardPool',
      () => import('../../pages/user/tuanduijiangjinchi'),
      member,
    ],
    yanchijiesuan: ['rewardSettlement', () => import('../../pages/user/yanchijiesuan'), member],
    guanggaojiangjinchi: [
      'adRewardPool',
      () => import('../../pages/user/guanggaojiangjinchi'),
      member,
    ],
    butie: ['subsidy', () => import('../../pages/user/butie'), member],
    theme: ['theme', () => import('../../pages/user/theme'), guest],
    footprint: ['footprint', () => import('../../pages/user/footprint'), member],
    follow: ['follow', () => import('../../pages/user/follow'), member],
    collect: ['collect', () => import('../../pages/user/collect'), member],
  }),

  // Sign-in
  ...pages('/pages/user/signin', {
    signin: ['signin', () => import('../../pages/user/signin/signin'), member],
    log: ['signinLog', () => import('../../pages/user/signin/log'), member],
    rank: ['signinRank', () => import('../../pages/user/signin/rank'), member],
  }),

  // Settings
  ...pages('/pages/user/setting', {
    notice: ['settingNotice', () => import('../../pages/user/setting/notice'), member],
    kyc: ['kyc', () => import('../../pages/user/setting/kyc'), member],
    privacy: ['privacy', () => import('../../pages/user/setting/privacy'), guest],
    security: ['security', () => import('../../pages/user/setting/security'), member],
    currency: ['currency', () => import('../../pages/user/setting/currency'), member],
    securityCenter: [
      'securityCenter',
      () => import('../../pages/user/setting/security-center'),
      member,
    ],
    about: ['about', () => import('../../pages/user/setting/about'), guest],
    setting: ['setting', () => import('../../pages/user/setting/setting'), guest],
    user: ['settingUser', () => import('../../pages/user/setting/user'), member],
  }),

  // Feedback and complaints
  ...pages('/pages/user/feedback', {
    feedback: ['feedback', () => import('../../pages/user/feedback/feedback'), member],
    lists: ['feedbackLists', () => import('../../pages/user/feedback/lists'), member],
  }),
  ...pages('/pages/user/complaint', {
    complaint: ['complaint', () => import('../../pages/user/complaint/complaint'), member],
    lists: ['complaintLists', () => import('../../pages/user/complaint/lists'), member],
  }),
];
