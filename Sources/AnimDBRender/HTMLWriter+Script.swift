extension HTMLWriter {
    /// The inline player: reads the frame data, shows the frame at or before the current time (the run holding it,
    /// with every channel's value set), and wires the play/pause button, the scrubber and the plot's playhead. Frame
    /// times need not be evenly spaced.
    static let playerScript = """
        (function () {
          "use strict";
          var data = JSON.parse(document.getElementById("animdb-frames").textContent);
          var times = data.times;
          var start = times[0];
          var duration = times[times.length - 1] - start;
          var button = document.getElementById("animdb-play");
          var scrubber = document.getElementById("animdb-scrubber");
          var label = document.getElementById("animdb-time");
          var playhead = document.getElementById("playhead");
          var runs = data.runs.map(function (run) {
            return { start: run.start, end: run.end, group: run.id ? document.getElementById(run.id) : null };
          });
          var channels = data.channels.map(function (channel) {
            return { element: document.getElementById(channel.id), attribute: channel.attribute, run: channel.run,
                     values: channel.values };
          });
          var shownRun = 0;
          var playing = duration > 0;
          var elapsed = 0;
          var origin = null;

          function frameAt(time) {
            var low = 0, high = times.length - 1;
            while (low < high) {
              var mid = (low + high + 1) >> 1;
              if (times[mid] <= time) { low = mid; } else { high = mid - 1; }
            }
            return low;
          }

          function show(t) {
            var i = frameAt(start + t);
            var r = 0;
            while (r + 1 < runs.length && i >= runs[r].end) { r += 1; }
            if (r !== shownRun) {
              if (runs[shownRun].group) { runs[shownRun].group.style.display = "none"; }
              if (runs[r].group) { runs[r].group.style.display = ""; }
              shownRun = r;
            }
            for (var c = 0; c < channels.length; c += 1) {
              var channel = channels[c];
              if (channel.run === r) {
                channel.element.setAttribute(channel.attribute, channel.values[i - runs[r].start]);
              }
            }
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
            if (origin === null) { origin = now - elapsed * 1000; }
            elapsed = (now - origin) / 1000;
            if (elapsed > duration) {
              if (data.repeats) {
                elapsed = elapsed % duration;
                origin = now - elapsed * 1000;
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
