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

/* A pair of the similar-code report (/admin/similar/pair/N): a fragment's row brings its
 * lines into view in both panes at once, each pane scrolled on its own. */
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
    var panes = report.querySelector('.pair');
    if (panes) panes.scrollIntoView({block: 'nearest'});
    show(a.getAttribute('href').slice(1));
    show(a.getAttribute('data-other'));
  });
})();

/* The teacher's answer forms (pages/threads.c): a preset answer picked fills the form's
 * answer box with its text, kept once in the page (#preset-texts), to edit before sending. */
(function () {
  'use strict';
  document.addEventListener('change', function (e) {
    var select = e.target.closest('select[data-preset-fill]');
    if (!select || !select.value) return;
    var text = document.querySelector('#preset-texts [data-preset="' + select.value + '"]');
    var box = select.form && select.form.elements.text;
    if (text && box) box.value = text.textContent;
  });
})();
