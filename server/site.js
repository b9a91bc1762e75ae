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

/* The similar-code report (/admin/similar): a fragment's row brings its lines into view
 * in both panes at once, each pane scrolled on its own. */
(function () {
  'use strict';
  var report = document.querySelector('[data-similar]');
  if (!report) return;
  function show(id) {
    var line = document.getElementById(id);
    if (!line) return;
    var pane = line.closest('pre');
    pane.scrollTop = line.offsetTop - 20; /* the pane is positioned: offsets are in it */
    line.classList.add('hit');
    setTimeout(function () { line.classList.remove('hit'); }, 1500);
  }
  report.addEventListener('click', function (e) {
    var a = e.target.closest('a[data-other]');
    if (!a) return;
    e.preventDefault();
    a.closest('.table-scroll').nextElementSibling.scrollIntoView({block: 'nearest'});
    show(a.getAttribute('href').slice(1));
    show(a.getAttribute('data-other'));
  });
})();
