/* arena viewer: getting a replay's text from a file (picker or drop) or a URL, plain or gzipped.
 * Plain script: adds ArenaShell.loader. */
(function (Shell) {
  'use strict';

  /* An ArrayBuffer as text, gunzipped (DecompressionStream) when it starts with the gzip magic
   * bytes. Calls back with (err, text). */
  function bufferToText(buf, cb) {
    var bytes = new Uint8Array(buf);
    if (bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b) {
      if (typeof DecompressionStream === 'undefined') {
        cb(new Error('This browser cannot unpack .gz files; gunzip the replay first.'));
        return;
      }
      try {
        var stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
        new Response(stream).text().then(function (t) { cb(null, t); },
          function (e) { cb(new Error('Could not unpack the gzip file: ' + e.message)); });
      } catch (e) {
        cb(new Error('Could not unpack the gzip file: ' + e.message));
      }
      return;
    }
    cb(null, new TextDecoder('utf-8').decode(bytes));
  }

  function hasFiles(e) {
    var types = e.dataTransfer && e.dataTransfer.types;
    if (!types) return false;
    for (var i = 0; i < types.length; i++) if (types[i] === 'Files') return true;
    return false;
  }

  /* Loading for one page. on.start() when reading begins, on.text(text, name) with what was
   * read, on.fail(title, message) when it could not be read; `veil` is shown while a file is
   * dragged over the window, and a drop loads it. */
  function loader(on, veil) {
    function buffer(buf, name) {
      bufferToText(buf, function (err, text) {
        if (err) on.fail('Could not read ' + name + '.', err.message);
        else on.text(text, name);
      });
    }

    function file(f) {
      if (!f) return;
      on.start();
      var reader = new FileReader();
      reader.onload = function () { buffer(reader.result, f.name); };
      reader.onerror = function () { on.fail('Could not read ' + f.name + '.', 'The browser could not read the file.'); };
      reader.readAsArrayBuffer(f);
    }

    function url(u) {
      on.start();
      var xhr = new XMLHttpRequest();
      var name = u.split('/').pop().split('?')[0] || u;
      xhr.open('GET', u, true);
      xhr.responseType = 'arraybuffer';
      xhr.onload = function () {
        if (xhr.status !== 200 && !(xhr.status === 0 && xhr.response && xhr.response.byteLength)) {
          on.fail('Could not load the replay.', 'HTTP ' + xhr.status + ' for ' + u);
          return;
        }
        buffer(xhr.response, name);
      };
      xhr.onerror = function () {
        on.fail('Could not load the replay.', 'Could not fetch ' + u + (location.protocol === 'file:' ?
          ' (pages opened from file:// cannot load other files; use "Open replay" or drag the file here)' : ''));
      };
      xhr.send();
    }

    var dragDepth = 0;
    window.addEventListener('dragenter', function (e) {
      if (!hasFiles(e)) return;
      e.preventDefault();
      dragDepth++;
      veil.hidden = false;
    });
    window.addEventListener('dragover', function (e) {
      if (!hasFiles(e)) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'copy';
    });
    window.addEventListener('dragleave', function () {
      dragDepth = Math.max(0, dragDepth - 1);
      if (dragDepth === 0) veil.hidden = true;
    });
    window.addEventListener('drop', function (e) {
      e.preventDefault();
      dragDepth = 0;
      veil.hidden = true;
      var f = e.dataTransfer && e.dataTransfer.files && e.dataTransfer.files[0];
      if (f) file(f);
    });

    return { file: file, url: url };
  }

  Shell.loader = loader;
})(window.ArenaShell = window.ArenaShell || {});
