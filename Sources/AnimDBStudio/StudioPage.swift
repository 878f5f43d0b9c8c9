/// The studio's one page, embedded in the binary: the library with its search box on the left; on the right the
/// chosen entry's player (the `render --out x.html` page in a frame, with its scrubber, play/pause, speed and plot),
/// its history and render history, and for a type or a new view the editor beside the live preview. The page holds no
/// user data itself: it asks the JSON routes and writes what they say as text, never as markup.
enum StudioPage {
    static let library = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>animdb studio</title>
        <style>
        \(stylesheet)
        </style>
        </head>
        <body>
        <header><h1>animdb studio</h1>
        <input id="search" type="search" placeholder="Search presets, types, timelines" aria-label="Search">
        <button id="new-view" type="button">New view</button></header>
        <main>
        <nav id="library" aria-label="Library"></nav>
        <section id="detail">
        <p id="empty">Pick a preset, type or timeline on the left, or start a new view.</p>
        <div id="entry" hidden>
        <h2 id="title"></h2>
        <p id="status" role="status"></p>
        <div id="workspace">
        <div id="editor-pane" hidden>
        <div class="toolbar"><label id="name-label" hidden>Name <input id="draft-name" value="my-view"></label>
        <button id="save" type="button">Save</button></div>
        <div id="editor"><pre id="gutter" aria-hidden="true"></pre><div id="code-wrap">
        <textarea id="code" spellcheck="false" aria-label="Swift source"></textarea>
        <div id="marker" hidden></div></div></div>
        </div>
        <div id="preview-pane"><iframe id="preview" title="Preview"></iframe></div>
        </div>
        <h3>History</h3><pre id="history"></pre>
        <h3>Renders</h3><pre id="renders"></pre>
        </div>
        </section>
        </main>
        <script>
        \(script)
        </script>
        </body>
        </html>

        """

    static let stylesheet = """
        body { font: 14px -apple-system, system-ui, sans-serif; margin: 0; color: #1c1c1e; background: #f2f2f7; }
        header { display: flex; gap: 12px; align-items: center; padding: 10px 16px; background: #fff;
          border-bottom: 1px solid #d1d1d6; }
        h1 { font-size: 18px; margin: 0; }
        #search { flex: 1; max-width: 420px; padding: 6px 10px; font-size: 14px; }
        main { display: flex; min-height: calc(100vh - 52px); }
        nav { width: 260px; overflow-y: auto; background: #fff; border-right: 1px solid #d1d1d6; }
        nav h2 { font-size: 12px; text-transform: uppercase; color: #6e6e73; margin: 12px 12px 4px; }
        nav button { display: block; width: 100%; text-align: left; border: 0; background: none; padding: 5px 12px;
          font: inherit; cursor: pointer; }
        nav button:hover, nav button.chosen { background: #e5f0ff; }
        nav small { color: #6e6e73; margin-left: 6px; }
        #detail { flex: 1; padding: 12px 20px; min-width: 0; }
        #workspace { display: flex; gap: 16px; align-items: flex-start; }
        #editor-pane { flex: 1; min-width: 0; }
        #preview-pane { flex: 1; min-width: 0; }
        #preview { width: 100%; height: 640px; border: 1px solid #d1d1d6; background: #fff; }
        .toolbar { display: flex; gap: 10px; align-items: center; margin-bottom: 6px; }
        #status { color: #6e6e73; white-space: pre-wrap; min-height: 18px; margin: 0 0 8px; }
        #status.error { color: #d70015; }
        #editor { display: flex; border: 1px solid #d1d1d6; background: #fff; height: 600px; }
        #gutter, #code { font: 13px/18px ui-monospace, Menlo, monospace; margin: 0; padding: 6px; }
        #gutter { color: #8e8e93; text-align: right; background: #f7f7f9; overflow: hidden; user-select: none;
          min-width: 3ch; }
        #gutter .bad { color: #fff; background: #d70015; }
        #code-wrap { position: relative; flex: 1; overflow: hidden; }
        #code { box-sizing: border-box; width: 100%; height: 100%; border: 0; resize: none; outline: none;
          white-space: pre; overflow: auto; tab-size: 4; }
        #marker { position: absolute; height: 16px; border-bottom: 2px solid #d70015; pointer-events: none;
          background: rgba(215, 0, 21, 0.12); font: 13px/18px ui-monospace, Menlo, monospace; }
        pre#history, pre#renders { background: #fff; border: 1px solid #d1d1d6; padding: 8px; overflow-x: auto;
          font-size: 12px; }
        """

    static let script = """
        'use strict';
        const $ = (id) => document.getElementById(id);
        let chosen = null, timer = null, asked = 0, shown = '';

        async function ask(path, body) {
          const init = body ? { method: 'POST', headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body) } : {};
          const response = await fetch(path, init);
          const text = await response.text();
          try { return { ok: response.ok, json: JSON.parse(text) }; }
          catch (e) { return { ok: false, json: { error: text.trim() || response.statusText } }; }
        }

        function query(params) { return new URLSearchParams(params).toString(); }

        async function loadLibrary() {
          const { ok, json } = await ask('/api/library?' + query({ q: $('search').value }));
          const nav = $('library');
          nav.textContent = '';
          if (!ok) { nav.textContent = json.error; return; }
          for (const kind of ['timeline', 'preset', 'type']) {
            const entries = json.entries.filter((e) => e.kind === kind);
            if (!entries.length) continue;
            const heading = document.createElement('h2');
            heading.textContent = kind + 's';
            nav.appendChild(heading);
            for (const entry of entries) {
              const button = document.createElement('button');
              button.type = 'button';
              button.dataset.kind = entry.kind;
              button.dataset.name = entry.name;
              button.textContent = entry.name;
              const detail = document.createElement('small');
              detail.textContent = entry.detail + ' · r' + entry.revision;
              button.appendChild(detail);
              if (chosen && chosen.kind === entry.kind && chosen.name === entry.name) button.classList.add('chosen');
              button.addEventListener('click', () => open(entry.kind, entry.name));
              nav.appendChild(button);
            }
          }
        }

        async function open(kind, name) {
          chosen = { kind, name };
          for (const b of document.querySelectorAll('nav button')) {
            b.classList.toggle('chosen', b.dataset.kind === kind && b.dataset.name === name);
          }
          $('empty').hidden = true;
          $('entry').hidden = false;
          $('title').textContent = kind + ' ' + name;
          $('name-label').hidden = true;
          const { ok, json } = await ask('/api/show?' + query({ kind, name }));
          $('history').textContent = ok ? json.history : json.error;
          $('renders').textContent = ok ? (json.renders || 'No renders.') : '';
          const editing = ok && kind === 'type' && json.source !== null;
          $('editor-pane').hidden = !editing;
          setStatus('', false);
          if (editing) {
            setSource(json.source);
            preview();
          } else {
            $('preview').removeAttribute('srcdoc');
            $('preview').src = '/player?' + query({ kind, name });
          }
        }

        function newView() {
          chosen = { kind: 'view', name: '' };
          $('empty').hidden = true;
          $('entry').hidden = false;
          $('title').textContent = 'New view';
          $('name-label').hidden = false;
          $('editor-pane').hidden = false;
          $('history').textContent = '';
          $('renders').textContent = '';
          setSource('struct DemoView: View {\\n    @State private var on = false\\n    var body: some View {\\n' +
            '        Circle()\\n            .fill(.blue)\\n            .frame(width: 80, height: 80)\\n' +
            '            .scaleEffect(on ? 1.5 : 1)\\n            .onAppear {\\n' +
            '                withAnimation(.spring) { on = true }\\n            }\\n    }\\n}\\n');
          preview();
        }

        function draft() {
          const kind = chosen.kind === 'type' ? 'type' : 'view';
          const name = kind === 'type' ? chosen.name : $('draft-name').value;
          return { kind, name, source: $('code').value };
        }

        function setSource(text) {
          $('code').value = text;
          drawGutter(null);
        }

        function drawGutter(bad) {
          const count = $('code').value.split('\\n').length;
          const gutter = $('gutter');
          gutter.textContent = '';
          for (let n = 1; n <= count; n++) {
            const line = document.createElement('span');
            line.textContent = n + '\\n';
            if (n === bad) line.className = 'bad';
            gutter.appendChild(line);
          }
          gutter.scrollTop = $('code').scrollTop;
        }

        function setStatus(text, isError) {
          $('status').textContent = text;
          $('status').classList.toggle('error', isError);
        }

        function mark(line, column) {
          const marker = $('marker');
          drawGutter(line || null);
          if (!line) { marker.hidden = true; return; }
          const code = $('code');
          const text = code.value.split('\\n')[line - 1] || '';
          const start = Math.max((column || 1) - 1, 0);
          marker.style.top = (6 + (line - 1) * 18 - code.scrollTop) + 'px';
          marker.style.left = 'calc(6px + ' + start + 'ch - ' + code.scrollLeft + 'px)';
          marker.style.width = Math.max(text.length - start, 1) + 'ch';
          marker.hidden = false;
        }

        async function preview() {
          const number = ++asked;
          const { ok, json } = await ask('/api/preview', draft());
          if (number !== asked) return;
          if (ok) {
            mark(null);
            setStatus('Preview up to date (not saved)', false);
            if (json.html !== shown) { shown = json.html; $('preview').srcdoc = json.html; }
          } else {
            // The CLI's message names the file, line and column itself (Blob.swift:2:25: …).
            setStatus(json.error + ' (last good preview kept)', true);
            mark(json.line, json.column);
          }
        }

        async function save() {
          const { ok, json } = await ask('/api/save', draft());
          if (!ok) {
            setStatus(json.error, true);
            mark(json.line, json.column);
            return;
          }
          setStatus(json.lines.join('\\n'), false);
          await loadLibrary();
          if (chosen.kind === 'view') {
            // Saved, the view is a stored timeline: show it as the library does, with its history.
            const name = $('draft-name').value;
            await open('timeline', name);
            setStatus(json.lines.join('\\n'), false);
          } else if (chosen.kind === 'type') {
            const { json: shownNow } = await ask('/api/show?' + query(chosen));
            $('history').textContent = shownNow.history;
          }
        }

        $('code').addEventListener('input', () => {
          drawGutter(null);
          $('marker').hidden = true;
          clearTimeout(timer);
          timer = setTimeout(preview, 300);
        });
        $('code').addEventListener('scroll', () => { $('gutter').scrollTop = $('code').scrollTop; });
        $('code').addEventListener('keydown', (event) => {
          if (event.key !== 'Tab') return;
          event.preventDefault();
          document.execCommand('insertText', false, '    ');
        });
        $('draft-name').addEventListener('input', () => { clearTimeout(timer); timer = setTimeout(preview, 300); });
        $('save').addEventListener('click', save);
        $('new-view').addEventListener('click', newView);
        let searching = null;
        $('search').addEventListener('input', () => { clearTimeout(searching); searching = setTimeout(loadLibrary, 150); });
        loadLibrary();
        """
}
