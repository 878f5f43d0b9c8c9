extension HTMLWriter {
    /// The inline player: reads every scene's frame data (`animdb-frames`, or one script per scene on a comparison
    /// page), shows each scene's frame at or before the current time (the run holding it, with every channel's value
    /// set; a shorter scene holds its last frame), and wires the one play/pause button, speed, scrubber and plot
    /// playhead.
    /// Frame times need not be evenly spaced.
    static let playerScript = """
        (function () {
          "use strict";
          var sets = Array.prototype.map.call(
            document.querySelectorAll('script[type="application/json"][id^="animdb-frames"]'),
            function (element) {
              var data = JSON.parse(element.textContent);
              return {
                times: data.times, repeats: data.repeats, shownRun: 0,
                runs: data.runs.map(function (run) {
                  return { start: run.start, end: run.end, group: run.id ? document.getElementById(run.id) : null };
                }),
                channels: data.channels.map(function (channel) {
                  return { element: document.getElementById(channel.id), attribute: channel.attribute,
                           run: channel.run, values: channel.values };
                })
              };
            });
          var start = Math.min.apply(null, sets.map(function (set) { return set.times[0]; }));
          var duration = Math.max.apply(null, sets.map(function (set) {
            return set.times[set.times.length - 1];
          })) - start;
          var repeats = sets.some(function (set) { return set.repeats; });
          var button = document.getElementById("animdb-play");
          var scrubber = document.getElementById("animdb-scrubber");
          var label = document.getElementById("animdb-time");
          var playhead = document.getElementById("playhead");
          var speed = document.getElementById("animdb-speed");
          var rate = 1;
          var playing = duration > 0;
          var elapsed = 0;
          var origin = null;

          function frameAt(times, time) {
            var low = 0, high = times.length - 1;
            while (low < high) {
              var mid = (low + high + 1) >> 1;
              if (times[mid] <= time) { low = mid; } else { high = mid - 1; }
            }
            return low;
          }

          function showSet(set, time) {
            var i = frameAt(set.times, time);
            var runs = set.runs;
            var r = 0;
            while (r + 1 < runs.length && i >= runs[r].end) { r += 1; }
            if (r !== set.shownRun) {
              if (runs[set.shownRun].group) { runs[set.shownRun].group.style.display = "none"; }
              if (runs[r].group) { runs[r].group.style.display = ""; }
              set.shownRun = r;
            }
            for (var c = 0; c < set.channels.length; c += 1) {
              var channel = set.channels[c];
              if (channel.run === r) {
                channel.element.setAttribute(channel.attribute, channel.values[i - runs[r].start]);
              }
            }
          }

          function show(t) {
            for (var s = 0; s < sets.length; s += 1) { showSet(sets[s], start + t); }
            scrubber.value = duration > 0 ? Math.round(t / duration * 1000) : 0;
            label.textContent = (start + t).toFixed(2) + " s";
            if (playhead) {
              var t0 = parseFloat(playhead.getAttribute("data-t0"));
              var t1 = parseFloat(playhead.getAttribute("data-t1"));
              var x0 = parseFloat(playhead.getAttribute("data-x0"));
              var x1 = parseFloat(playhead.getAttribute("data-x1"));
              var x = x0 + (start + t - t0) / (t1 - t0) * (x1 - x0);
              playhead.setAttribute("x1", x);
              playhead.setAttribute("x2", x);
            }
          }

          function tick(now) {
            if (!playing) { return; }
            if (origin === null) { origin = now - elapsed * 1000 / rate; }
            elapsed = (now - origin) / 1000 * rate;
            if (elapsed > duration) {
              if (repeats) {
                elapsed = elapsed % duration;
                origin = now - elapsed * 1000 / rate;
              } else {
                elapsed = duration;
                setPlaying(false);
              }
            }
            show(elapsed);
            if (playing) { window.requestAnimationFrame(tick); }
          }

          function setPlaying(value) {
            playing = value && duration > 0;
            button.textContent = playing ? "Pause" : "Play";
            origin = null;
            if (playing) {
              if (elapsed >= duration) { elapsed = 0; }
              window.requestAnimationFrame(tick);
            }
          }

          button.addEventListener("click", function () { setPlaying(!playing); });
          // A new speed carries on from the time shown.
          speed.addEventListener("change", function () { rate = parseFloat(speed.value); origin = null; });
          scrubber.addEventListener("input", function () {
            setPlaying(false);
            elapsed = scrubber.value / 1000 * duration;
            show(elapsed);
          });
          show(0);
          setPlaying(playing);
        })();
        """
}
