// First-party behaviour statistics, loaded only after the visitor consented (see consent-banner.tsx).
// Counts page views per path and day, and visits (decision 0043): the server keeps the visit in an httpOnly
// session cookie of its own. sendBeacon sends no CSRF header; the server takes our own origin instead.
(() => {
  function consented() {
    return /(?:^|;\s*)cookie-consent=all(?:;|$)/.test(document.cookie);
  }
  function send() {
    // A consent withdrawn on another tab: nothing more is sent (the server would not count it either).
    if (!consented()) return;
    var body = JSON.stringify({ path: location.pathname });
    if (navigator.sendBeacon) navigator.sendBeacon("/api/analytics/page-view", new Blob([body], { type: "application/json" }));
  }
  send();
  var push = history.pushState;
  history.pushState = function () {
    // biome-ignore lint/complexity/noArguments: plain ES5 for every browser; pushState's arguments passed on unchanged.
    var result = push.apply(this, arguments);
    setTimeout(send, 0);
    return result;
  };
  window.addEventListener("popstate", send);
})();
