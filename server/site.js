/* arena-server: a page still judging (data-refresh="S") reloads itself every S seconds,
 * unless the reader is typing in a form. */
(function () {
  'use strict';
  var el = document.querySelector('[data-refresh]');
  if (!el) return;
  var seconds = Math.max(1, Number(el.getAttribute('data-refresh')) || 2);
  setTimeout(function again() {
    var a = document.activeElement;
    if (a && (a.tagName === 'INPUT' || a.tagName === 'SELECT') && a.value) return setTimeout(again, seconds * 1000);
    location.reload();
  }, seconds * 1000);
})();
