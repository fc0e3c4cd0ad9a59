// Spec §8 load-failure view for the app's own code: when the entry script, one of its chunks or its
// stylesheet cannot be fetched (a dropped connection, a server refusing), the page would stay blank.
// This small classic script (no inline script: the CSP forbids them) listens for those failures and
// for `cloudmall:boot-failed` (the app's start-up threw), and shows a message with a reload button.
// Once the app has mounted (`data-booted` on <html>) page chunks are the router's business.
// The texts mirror `pageLoad.chunkTitle`, `pageLoad.chunkDescription` and `actions.reload` of
// locales/<language>/common.json (a test keeps them equal).
(function () {
  'use strict';
  var TEXTS = {
    en: {
      title: 'This page could not be loaded',
      description:
        'The connection dropped or the app was just updated. Reload to get the latest version.',
      reload: 'Reload',
    },
    'zh-Hant': {
      title: '頁面載入失敗',
      description: '網路中斷或應用程式剛更新，請重新載入以取得最新版本。',
      reload: '重新載入',
    },
    tr: {
      title: 'Bu sayfa yüklenemedi',
      description:
        'Bağlantı kesildi ya da uygulama yeni güncellendi. En son sürümü almak için yeniden yükleyin.',
      reload: 'Yeniden yükle',
    },
    id: {
      title: 'Halaman ini tidak dapat dimuat',
      description:
        'Koneksi terputus atau aplikasi baru saja diperbarui. Muat ulang untuk mendapatkan versi terbaru.',
      reload: 'Muat ulang',
    },
  };

  function language() {
    try {
      var stored = window.localStorage.getItem('wanlshop:lang');
      if (stored && TEXTS[stored]) return stored;
    } catch {
      // storage blocked: the default language
    }
    return 'en';
  }

  function booted() {
    return document.documentElement.hasAttribute('data-booted');
  }

  function show() {
    if (booted() || document.getElementById('boot-failure')) return;
    var texts = TEXTS[language()];
    var view = document.createElement('div');
    view.id = 'boot-failure';
    view.setAttribute('role', 'alert');
    var s = view.style;
    s.position = 'fixed';
    s.inset = '0';
    s.display = 'flex';
    s.flexDirection = 'column';
    s.alignItems = 'center';
    s.justifyContent = 'center';
    s.gap = '12px';
    s.padding = '24px';
    s.textAlign = 'center';
    s.background = '#f6f6f6';
    s.color = '#333';
    s.fontFamily = 'system-ui, -apple-system, sans-serif';
    var title = document.createElement('h1');
    title.textContent = texts.title;
    title.style.fontSize = '18px';
    title.style.margin = '0';
    var description = document.createElement('p');
    description.textContent = texts.description;
    description.style.fontSize = '14px';
    description.style.color = '#888';
    description.style.margin = '0';
    description.style.maxWidth = '320px';
    var button = document.createElement('button');
    button.type = 'button';
    button.textContent = texts.reload;
    var b = button.style;
    b.marginTop = '8px';
    b.padding = '10px 32px';
    b.border = '0';
    b.borderRadius = '999px';
    b.background = '#ff6a00';
    b.color = '#fff';
    b.fontSize = '16px';
    button.addEventListener('click', function () {
      window.location.reload();
    });
    view.appendChild(title);
    view.appendChild(description);
    view.appendChild(button);
    document.body.appendChild(view);
  }

  function isAppFile(element) {
    var tag = element && element.tagName;
    if (tag === 'SCRIPT') return true;
    if (tag !== 'LINK') return false;
    var rel = element.rel;
    return rel === 'modulepreload' || rel === 'stylesheet';
  }

  // resource failures do not bubble: listen in the capture phase
  window.addEventListener(
    'error',
    function (event) {
      if (event.target !== window && isAppFile(event.target)) show();
    },
    true,
  );
  window.addEventListener('cloudmall:boot-failed', show);
})();
