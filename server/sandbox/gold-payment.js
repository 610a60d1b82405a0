// The gold payment page's answer to the app that frames it (same origin only).
(function () {
  var result = document.getElementById('result');
  if (!result || window.parent === window) return;
  window.parent.postMessage(
    {
      type: 'emanet-gold-payment',
      offerId: result.getAttribute('data-offer-id'),
      outcome: result.getAttribute('data-outcome'),
    },
    window.location.origin,
  );
})();
