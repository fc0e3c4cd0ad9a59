/** The demo content's English texts with [zh-Hant, tr, id]: home page, articles and coupons. */
export const CONTENT_TEXTS: Readonly<Record<string, readonly [string, string, string]>> = {
  // Home page modules
  'Search cloud phones, scripts, mining machines': [
    '搜尋雲手機、腳本、礦機',
    'Bulut telefon, betik, madencilik makinesi ara',
    'Cari ponsel cloud, skrip, mesin tambang',
  ],
  News: ['最新消息', 'Haberler', 'Berita'],
  'Best sellers': ['熱銷商品', 'Çok satanlar', 'Terlaris'],
  'New arrivals': ['新品上架', 'Yeni gelenler', 'Produk baru'],
  'Guess you like': ['猜你喜歡', 'Beğenebilecekleriniz', 'Mungkin Anda suka'],
  'Top up': ['儲值', 'Bakiye yükle', 'Isi saldo'],
  Categories: ['分類', 'Kategoriler', 'Kategori'],
  'Cloud phone week': ['雲手機週', 'Bulut telefon haftası', 'Pekan ponsel cloud'],
  'Best sellers this week': ['本週熱銷', 'Bu haftanın çok satanları', 'Terlaris minggu ini'],
  // Articles
  'Cloudmall opens to new merchants': [
    'Cloudmall 開放新商家入駐',
    'Cloudmall yeni satıcılara açıldı',
    'Cloudmall terbuka untuk penjual baru',
  ],
  'Apply in the app and start selling within a day.': [
    '在 App 內申請，一天內即可開賣。',
    'Uygulamadan başvurun, bir gün içinde satışa başlayın.',
    'Daftar di aplikasi dan mulai berjualan dalam sehari.',
  ],
  'New gaming cloud phones are live': [
    '全新電競雲手機上線',
    'Yeni oyun bulut telefonları yayında',
    'Ponsel cloud gaming baru sudah hadir',
  ],
  'Higher frame rates and 90-day plans.': [
    '更高影格率，並提供 90 天方案。',
    'Daha yüksek kare hızı ve 90 günlük paketler.',
    'Frame rate lebih tinggi dan paket 90 hari.',
  ],
  'Scripts now activate with one-time codes': [
    '腳本現可使用一次性啟用碼',
    'Betikler artık tek kullanımlık kodlarla etkinleşiyor',
    'Skrip kini aktif dengan kode sekali pakai',
  ],
  'Every code works once and binds to one device.': [
    '每組啟用碼僅能使用一次，並綁定一台裝置。',
    'Her kod bir kez çalışır ve tek bir cihaza bağlanır.',
    'Setiap kode hanya berlaku sekali dan terikat pada satu perangkat.',
  ],
  'Maintenance on Sunday 02:00-03:00': [
    '週日 02:00-03:00 系統維護',
    'Pazar 02:00-03:00 arası bakım',
    'Pemeliharaan pada Minggu 02:00-03:00',
  ],
  'Top-ups may be delayed during maintenance.': [
    '維護期間儲值可能延遲入帳。',
    'Bakım sırasında bakiye yüklemeleri gecikebilir.',
    'Isi saldo dapat tertunda selama pemeliharaan.',
  ],
  'Stay safe: we never ask for your password': [
    '注意安全：我們絕不會向您索取密碼',
    'Güvende kalın: şifrenizi asla sormayız',
    'Tetap aman: kami tidak pernah meminta kata sandi Anda',
  ],
  'Report suspicious messages to customer service.': [
    '如收到可疑訊息，請向客服回報。',
    'Şüpheli mesajları müşteri hizmetlerine bildirin.',
    'Laporkan pesan mencurigakan ke layanan pelanggan.',
  ],
  'How to choose a cloud phone plan': [
    '如何選擇雲手機方案',
    'Bulut telefon paketi nasıl seçilir',
    'Cara memilih paket ponsel cloud',
  ],
  'Standard or Pro, 7 or 90 days: a quick guide.': [
    '標準或專業、7 天或 90 天：快速指南。',
    'Standart mı Profesyonel mi, 7 mi 90 gün mü: kısa bir rehber.',
    'Standar atau Profesional, 7 atau 90 hari: panduan singkat.',
  ],
  // Coupons
  'Cloudmall 20 off 100': [
    'Cloudmall 滿 100 減 20',
    "Cloudmall 100'e 20 indirim",
    'Cloudmall potongan 20 min. 100',
  ],
  'Platform coupon: any shop, orders of 100.00 or more.': [
    '平台券：任何商店皆可用，訂單滿 100.00。',
    'Platform kuponu: her mağazada, 100.00 ve üzeri siparişlerde.',
    'Kupon platform: semua toko, pesanan 100.00 atau lebih.',
  ],
  '5 off 30': ['滿 30 減 5', "30'a 5 indirim", 'Potongan 5 min. 30'],
  'Any goods of the shop.': [
    '本店所有商品適用。',
    'Mağazanın tüm ürünlerinde.',
    'Semua produk toko ini.',
  ],
  '15% off': ['85 折', '%15 indirim', 'Diskon 15%'],
  'Valid 7 days after claiming.': [
    '領取後 7 天內有效。',
    'Aldıktan sonra 7 gün geçerli.',
    'Berlaku 7 hari setelah diklaim.',
  ],
  'Free shipping': ['免運費', 'Ücretsiz kargo', 'Gratis ongkir'],
  'Freight free on orders of 10.00 or more.': [
    '訂單滿 10.00 免運費。',
    '10.00 ve üzeri siparişlerde kargo ücretsiz.',
    'Gratis ongkir untuk pesanan 10.00 atau lebih.',
  ],
  '3 off selected goods': [
    '指定商品減 3',
    'Seçili ürünlerde 3 indirim',
    'Potongan 3 produk pilihan',
  ],
  'Only on the selected goods.': [
    '僅限指定商品。',
    'Yalnızca seçili ürünlerde.',
    'Hanya untuk produk pilihan.',
  ],
  '10% off the category': ['分類商品 9 折', 'Kategoride %10 indirim', 'Diskon 10% kategori'],
  'Only on goods of one category.': [
    '僅限單一分類的商品。',
    'Yalnızca tek kategorideki ürünlerde.',
    'Hanya untuk produk satu kategori.',
  ],
  'VIP 10 off 50': ['VIP 滿 50 減 10', "VIP 50'ye 10 indirim", 'VIP potongan 10 min. 50'],
  'For members of level 1 and above.': [
    '限 1 級以上會員。',
    '1. seviye ve üzeri üyeler için.',
    'Untuk anggota level 1 ke atas.',
  ],
  '8 off 60': ['滿 60 減 8', "60'a 8 indirim", 'Potongan 8 min. 60'],
  'Only ten of them.': ['限量十張。', 'Yalnızca on adet.', 'Hanya sepuluh lembar.'],
  '12% off over 20': ['滿 20 享 88 折', '20 üzeri %12 indirim', 'Diskon 12% di atas 20'],
  'Orders of 20.00 or more.': [
    '訂單滿 20.00。',
    '20.00 ve üzeri siparişler.',
    'Pesanan 20.00 atau lebih.',
  ],
  'VIP 20% off': ['VIP 8 折', 'VIP %20 indirim', 'VIP diskon 20%'],
  'For members of level 2 and above.': [
    '限 2 級以上會員。',
    '2. seviye ve üzeri üyeler için.',
    'Untuk anggota level 2 ke atas.',
  ],
  'Freight free on any order.': [
    '所有訂單免運費。',
    'Tüm siparişlerde kargo ücretsiz.',
    'Gratis ongkir untuk semua pesanan.',
  ],
};
