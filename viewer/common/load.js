/* arena viewer: getting a replay's text from a file (picker or drop) or a URL, plain or gzipped.
 * Plain script: adds ArenaShell.loader. */
(function (Shell) {
  'use strict';

  /* An ArrayBuffer as text, gunzipped (DecompressionStream) when it starts with the gzip magic
   * bytes. Calls back with (err, text, note): a .gz file cut short (or damaged partway) gives
   * the text unpacked up to there and a note saying so, as a plain file cut short loads its
   * rounds up to the cut. */
  function bufferToText(buf, cb) {
    var bytes = new Uint8Array(buf);
    if (bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b) {
      if (typeof DecompressionStream === 'undefined') {
        cb(new Error('This browser cannot unpack .gz files; gunzip the replay first.'));
        return;
      }
      var decoder = new TextDecoder('utf-8'), parts = [];
      var done = function (note) {
        parts.push(decoder.decode());
        var text = parts.join('');
        if (note && !text) cb(new Error('Could not unpack the gzip file: it is damaged or cut short at its start.'));
        else cb(null, text, note);
      };
      try {
        var reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip')).getReader();
        var pump = function () {
          reader.read().then(function (r) {
            if (r.done) { done(null); return; }
            parts.push(decoder.decode(r.value, { stream: true }));
            pump();
          }, function () {
            done('the .gz file is cut short (or damaged) after ' + bytes.length + ' bytes: showing the rounds ' +
              'unpacked up to there');
          });
        };
        pump();
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

  /* Loading for one page. on.start() when reading begins, on.text(text, name, extras, note)
   * with what was read (note: a problem it was read despite), on.fail(title, message) when it
   * could not be read; `veil` is shown while a file is dragged over the window, and a drop
   * loads it. Several files may be chosen or dropped at once: those whose name matches
   * `companion` (a game's side files, like Tron's .map) come as extras [{name, text}], the
   * other one is the replay. Side files alone go to on.attach(extras), for the replay open
   * (false when there is none). A replay fetched by URL brings its side files: its debug file
   * and those on.sideFiles(text) names (optional). */
  function loader(on, veil, companion) {
    /* GET u as an ArrayBuffer: cb(buffer) or cb(null, why). */
    function get(u, cb) {
      var xhr = new XMLHttpRequest();
      try {
        xhr.open('GET', u, true);
      } catch (e) {
        cb(null, e.message);
        return;
      }
      xhr.responseType = 'arraybuffer';
      xhr.onload = function () {
        var ok = xhr.status === 200 || (xhr.status === 0 && xhr.response && xhr.response.byteLength);
        cb(ok ? xhr.response : null, 'HTTP ' + xhr.status + ' for ' + u);
      };
      xhr.onerror = function () { cb(null, 'Could not fetch ' + u); };
      xhr.send();
    }

    /* The side files of a replay fetched from URL u: its debug file (at URL debug when the
     * page says where, none when it says '' — a page that knows there is none spares the
     * 404 —, else beside it: REPLAY.debug, without .gz), and the files the replay names
     * (on.sideFiles(text): Tron's map), looked for beside it, then among the game's boards
     * (../boards/ from the viewer). cb(extras). */
    function sidesOf(u, text, debug, cb) {
      var base = u.split('?')[0], folder = base.slice(0, base.lastIndexOf('/') + 1);
      var wanted = [];
      if (debug !== '') wanted.push([debug || base.replace(/\.gz$/, '') + '.debug']);
      (on.sideFiles ? on.sideFiles(text) : []).forEach(function (n) { wanted.push([folder + n, '../boards/' + n]); });
      var extras = [], left = wanted.length;
      if (!left) { cb(extras); return; }
      wanted.forEach(function (urls) {
        (function tryFrom(k) {
          if (k === urls.length) { if (--left === 0) cb(extras); return; }
          get(urls[k], function (buf) {
            if (!buf) { tryFrom(k + 1); return; }
            bufferToText(buf, function (err, t) {
              if (err) { tryFrom(k + 1); return; }
              extras.push({ name: urls[k].split('/').pop(), text: t });
              if (--left === 0) cb(extras);
            });
          });
        })(0);
      });
    }

    function file(f) {
      if (f) files([f]);
    }

    function files(list) {
      list = Array.prototype.slice.call(list || []);
      if (!list.length) return;
      var isSide = function (f) { return !!companion && companion.test(f.name); };
      var replays = list.filter(function (f) { return !isSide(f); });
      if (!replays.length && readAll(list, on.attach, true)) return;
      if (replays.length !== 1) {
        on.fail('Choose one replay.', replays.length ? 'Several replays were given: ' +
          replays.map(function (f) { return f.name; }).join(', ') : 'Only side files were given (' +
          list.map(function (f) { return f.name; }).join(', ') + '): add the replay.');
        return;
      }
      on.start();
      readAll(list, function (read) {
        var main = read.filter(function (r) { return !r.side; })[0];
        on.text(main.text, main.name, read.filter(function (r) { return r.side; }), main.note);
      });
    }

    /* Reads every file of list, then got([{name, text, side, note}]) in their order; a file
     * that cannot be read is on.fail. With sidesOnly, asks on.attach first: false when
     * nothing takes them. */
    function readAll(list, got, sidesOnly) {
      if (sidesOnly && !on.attach(null)) return false;
      var read = [], left = list.length, failed = false;
      list.forEach(function (f, k) {
        var reader = new FileReader();
        reader.onload = function () {
          bufferToText(reader.result, function (err, text, note) {
            if (failed) return;
            if (err) { failed = true; on.fail('Could not read ' + f.name + '.', err.message); return; }
            read[k] = { name: f.name, text: text, side: !!companion && companion.test(f.name),
              note: note ? f.name + ': ' + note : null };
            if (--left === 0) got(read);
          });
        };
        reader.onerror = function () {
          if (!failed) on.fail('Could not read ' + f.name + '.', 'The browser could not read the file.');
          failed = true;
        };
        reader.readAsArrayBuffer(f);
      });
      return true;
    }

    /* Loads the replay at URL u; debug: its debug file's URL, '' for none, null to look
     * beside it. */
    function url(u, debug) {
      on.start();
      var name = u.split('/').pop().split('?')[0] || u;
      get(u, function (replay, why) {
        if (!replay) {
          on.fail('Could not load the replay.', why + (location.protocol === 'file:' ?
            ' (pages opened from file:// cannot load other files; use "Open replay" or drag the file here)' : ''));
          return;
        }
        bufferToText(replay, function (err, text, note) {
          if (err) { on.fail('Could not read ' + name + '.', err.message); return; }
          sidesOf(u, text, debug, function (extras) { on.text(text, name, extras, note ? name + ': ' + note : null); });
        });
      });
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
