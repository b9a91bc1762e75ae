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

  /* Loading for one page. on.start() when reading begins, on.text(text, name, extras) with
   * what was read, on.fail(title, message) when it could not be read; `veil` is shown while a
   * file is dragged over the window, and a drop loads it. Several files may be chosen or
   * dropped at once: those whose name matches `companion` (a game's side files, like Tron's
   * .map) come as extras [{name, text}], the other one is the replay. */
  function loader(on, veil, companion) {
    function buffer(buf, name, extras) {
      bufferToText(buf, function (err, text) {
        if (err) on.fail('Could not read ' + name + '.', err.message);
        else on.text(text, name, extras || []);
      });
    }

    /* The match's debug file beside a replay at URL u (REPLAY.debug, REPLAY without .gz),
     * if there is one: cb([{name, text}]) or cb([]). */
    function debugBeside(u, cb) {
      var parts = u.split('?'), du = parts[0].replace(/\.gz$/, '') + '.debug';
      var xhr = new XMLHttpRequest();
      try {
        xhr.open('GET', du, true);
      } catch (e) {
        cb([]);
        return;
      }
      xhr.responseType = 'arraybuffer';
      xhr.onload = function () {
        if (xhr.status !== 200 || !xhr.response) { cb([]); return; }
        bufferToText(xhr.response, function (err, text) {
          cb(err ? [] : [{ name: du.split('/').pop(), text: text }]);
        });
      };
      xhr.onerror = function () { cb([]); };
      xhr.send();
    }

    function file(f) {
      if (f) files([f]);
    }

    function files(list) {
      list = Array.prototype.slice.call(list || []);
      if (!list.length) return;
      var isSide = function (f) { return !!companion && companion.test(f.name); };
      var replays = list.filter(function (f) { return !isSide(f); });
      if (replays.length !== 1) {
        on.fail('Choose one replay.', replays.length ? 'Several replays were given: ' +
          replays.map(function (f) { return f.name; }).join(', ') : 'Only side files were given (' +
          list.map(function (f) { return f.name; }).join(', ') + '): add the replay.');
        return;
      }
      on.start();
      var read = [], left = list.length, failed = false;
      list.forEach(function (f, k) {
        var reader = new FileReader();
        reader.onload = function () {
          bufferToText(reader.result, function (err, text) {
            if (failed) return;
            if (err) { failed = true; on.fail('Could not read ' + f.name + '.', err.message); return; }
            read[k] = { name: f.name, text: text, side: isSide(f) };
            if (--left > 0) return;
            var main = read.filter(function (r) { return !r.side; })[0];
            on.text(main.text, main.name, read.filter(function (r) { return r.side; }));
          });
        };
        reader.onerror = function () {
          if (!failed) on.fail('Could not read ' + f.name + '.', 'The browser could not read the file.');
          failed = true;
        };
        reader.readAsArrayBuffer(f);
      });
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
        var replay = xhr.response;
        debugBeside(u, function (extras) { buffer(replay, name, extras); });
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
      if (e.dataTransfer && e.dataTransfer.files) files(e.dataTransfer.files);
    });

    return { file: file, files: files, url: url };
  }

  Shell.loader = loader;
})(window.ArenaShell = window.ArenaShell || {});
