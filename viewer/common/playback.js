/* arena viewer: playback. Where the replay is (a fractional frame t, animating between states,
 * heading to the frame `target`), playing at a speed, stepping, seeking, and the redraw loop.
 * Plain script: adds ArenaShell.playback. */
(function (Shell) {
  'use strict';

  var SPEEDS = [0.5, 1, 2, 4, 8, 16, 32, 64];   // frames per second

  function clamp(v, lo, hi) { return v < lo ? lo : v > hi ? hi : v; }

  /* hooks: lastFrame() the last frame (0 when nothing is loaded), render(now) draws,
   * idle() what the game's view.animating says at the shown t (true: redraw every frame; a
   * number: redraw after that many ms), playing(bool) when playback starts or stops,
   * changed() when the target frame or the speed changes. */
  function playback(speed, hooks) {
    var pb = {
      t: 0,                // displayed fractional frame
      target: 0,           // frame the displayed one is heading to (shown in the labels)
      playing: false,
      speed: SPEEDS.indexOf(speed) >= 0 ? speed : 8
    };
    var tween = null;      // {from, to, start, dur}
    var raf = 0, lastNow = 0, idleTimer = 0;

    function schedule() {
      if (!raf) raf = requestAnimationFrame(tick);
    }
    /* Idle animation (flames, rotors...) at the game's own pace, to spare the CPU. */
    function scheduleIn(ms) {
      if (idleTimer) return;
      idleTimer = setTimeout(function () { idleTimer = 0; schedule(); }, ms);
    }
    function tick(now) {
      raf = 0;
      var more = false, last = hooks.lastFrame();
      if (pb.playing) {
        // the time since the last frame, even when frames are slow (a big 3D board drawn by
        // software at 5 frames a second still plays 8 rounds a second); a page in the
        // background gets no frames at all, and resumes where it was (visibilitychange)
        var dt = Math.min(1, Math.max(0, (now - lastNow) / 1000));
        pb.t += dt * pb.speed;
        if (pb.t >= last) {
          pb.t = pb.target = last;
          setPlaying(false);
        } else {
          pb.target = Math.floor(pb.t);
          more = true;
        }
      } else if (tween) {
        var k = clamp((now - tween.start) / tween.dur, 0, 1);
        pb.t = tween.from + (tween.to - tween.from) * k;
        if (k >= 1) { pb.t = tween.to; tween = null; } else more = true;
      }
      lastNow = now;
      hooks.render(now);
      if (more) { schedule(); return; }
      var anim = hooks.idle(pb.t);
      if (typeof anim === 'number' && anim > 0) scheduleIn(anim);
      else if (anim) schedule();
    }
    document.addEventListener('visibilitychange', function () { lastNow = performance.now(); });
    function setPlaying(on) {
      pb.playing = on;
      hooks.playing(on);
    }

    /* Go to frame f: glide there when it is next to the shown one and `animate` is set. */
    pb.seek = function (f, animate) {
      f = clamp(Math.round(f), 0, hooks.lastFrame());
      pb.pause(true);
      if (animate && Math.abs(f - pb.t) <= 1.001 && f !== pb.t) {
        tween = { from: pb.t, to: f, start: performance.now(), dur: 260 };
      } else {
        tween = null;
        pb.t = f;
      }
      pb.target = f;
      hooks.changed();
      schedule();
    };
    pb.step = function (d) { pb.seek(pb.target + d, Math.abs(d) === 1); };
    pb.play = function () {
      if (pb.playing) return;
      if (pb.target >= hooks.lastFrame()) pb.target = 0;
      tween = null;
      pb.t = pb.target;
      setPlaying(true);
      lastNow = performance.now();
      schedule();
    };
    /* Stop playing; the shown frame settles on the next whole one unless snapHard. */
    pb.pause = function (snapHard) {
      if (!pb.playing) return;
      setPlaying(false);
      if (!snapHard) {
        var to = Math.min(Math.ceil(pb.t - 1e-9), hooks.lastFrame());
        if (to !== pb.t) tween = { from: pb.t, to: to, start: performance.now(), dur: 150 };
        pb.target = to;
        hooks.changed();
        schedule();
      }
    };
    pb.toggle = function () { if (pb.playing) pb.pause(); else pb.play(); };
    pb.setSpeed = function (s) {
      if (SPEEDS.indexOf(s) < 0) return;
      pb.speed = s;
      hooks.changed();
    };
    pb.changeSpeed = function (dir) {
      var i = SPEEDS.indexOf(pb.speed);
      pb.setSpeed(SPEEDS[clamp(i + dir, 0, SPEEDS.length - 1)]);
    };
    /* Back to frame 0, paused, for a newly loaded replay. */
    pb.reset = function () {
      pb.pause(true);
      tween = null;
      pb.t = pb.target = 0;
    };
    pb.schedule = schedule;
    return pb;
  }

  Shell.SPEEDS = SPEEDS;
  Shell.playback = playback;
})(window.ArenaShell = window.ArenaShell || {});
