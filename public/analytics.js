// First-party behaviour statistics, loaded only after the visitor consented (see consent-banner.tsx).
// Counts page views per path and day; no cookies, no identifiers.
(function () {
  function send() {
    var body = JSON.stringify({ path: location.pathname });
    if (navigator.sendBeacon) navigator.sendBeacon("/api/analytics/page-view", new Blob([body], { type: "application/json" }));
  }
  send();
  var push = history.pushState;
  history.pushState = function () {
    var result = push.apply(this, arguments);
    setTimeout(send, 0);
    return result;
  };
  window.addEventListener("popstate", send);
})();
