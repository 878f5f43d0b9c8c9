#!/usr/bin/env bash
# Drives `animdb studio` in headless Chromium as a user would: loads the library, opens a type's editor, changes its
# source, waits for the live preview to change, types a syntax error and checks the error is shown at its line and
# column with the last good preview kept, fixes it, saves, and then checks with the CLI that `animdb log --type Blob`
# shows the new revision; then pastes a new view and saves it as a timeline `animdb show` finds. Screenshots of each step are saved in OUT_DIR. The server is stopped with Ctrl-C (SIGINT)
# and must exit cleanly.
#
# Chromium is driven through its DevTools protocol (--remote-debugging-port) by a small Python client using only the
# standard library (its own few lines of WebSocket), so nothing is installed but Chromium. Not run by .ci/run: CI
# has no Chromium.
#
#   scripts/check-studio-in-browser.sh [OUT_DIR]      (needs: apt-get install -y chromium; python3)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-$(mktemp -d)}"
mkdir -p "$out"
out=$(cd "$out" && pwd)
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -z "$browser" ]; then
    echo "error: no Chromium found; install it with 'apt-get install -y chromium'" >&2
    exit 1
fi
swift build --product animdb >/dev/null
animdb="$PWD/.build/debug/animdb"
rm -rf "$out/store" "$out/chromium-profile"
mkdir -p "$out/store"
export ANIMDB_DB="$out/store/animdb.sqlite"
cat >"$out/Blob.swift" <<'EOF'
struct Blob: Shape {
    var inset: Double = 10
    func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect.insetBy(dx: inset, dy: inset), cornerRadius: 8)
    }
}
EOF
"$animdb" add type "$out/Blob.swift"

"$animdb" studio >"$out/studio.log" 2>&1 &
studio=$!
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1400,1000 \
    --remote-debugging-port=0 --user-data-dir="$out/chromium-profile" about:blank 2>"$out/chromium.log" &
chromium=$!
cleanup() {
    kill "$chromium" 2>/dev/null || true
    kill -INT "$studio" 2>/dev/null || true
}
trap cleanup EXIT
for _ in $(seq 100); do
    grep -q 'token=' "$out/studio.log" && grep -q 'DevTools listening on' "$out/chromium.log" && break
    sleep 0.1
done
url=$(grep -o 'http://[^ ]*token=[0-9a-f]*' "$out/studio.log")
devtools=$(grep -o 'ws://[^ ]*' "$out/chromium.log" | head -1)
echo "studio at $url"

python3 - "$url" "$devtools" "$out" <<'EOF'
import base64, json, os, socket, struct, sys, time, urllib.parse, urllib.request

url, devtools, out = sys.argv[1:4]

class DevTools:
    """A minimal WebSocket client (RFC 6455, text frames, client-masked) speaking Chromium's DevTools protocol."""
    def __init__(self, ws_url):
        parts = urllib.parse.urlparse(ws_url)
        self.sock = socket.create_connection((parts.hostname, parts.port))
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET {parts.path} HTTP/1.1\r\nHost: {parts.hostname}:{parts.port}\r\n"
                           f"Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                           "Sec-WebSocket-Version: 13\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            head += self.sock.recv(1)
        assert b" 101 " in head.split(b"\r\n")[0], head
        self.next_id = 0
        self.session = None

    def send_frame(self, text):
        data = text.encode()
        mask = os.urandom(4)
        header = bytes([0x81])
        if len(data) < 126:
            header += bytes([0x80 | len(data)])
        elif len(data) < 1 << 16:
            header += bytes([0x80 | 126]) + struct.pack(">H", len(data))
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", len(data))
        self.sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))

    def exact(self, n):
        data = b""
        while len(data) < n:
            chunk = self.sock.recv(n - len(data))
            if not chunk:
                raise EOFError("DevTools closed the connection")
            data += chunk
        return data

    def receive(self):
        message = b""
        while True:
            first, second = self.exact(2)
            length = second & 0x7F
            if length == 126:
                length = struct.unpack(">H", self.exact(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", self.exact(8))[0]
            message += self.exact(length)
            if first & 0x80:
                return json.loads(message)

    def call(self, method, **params):
        self.next_id += 1
        request = {"id": self.next_id, "method": method, "params": params}
        if self.session and not method.startswith("Target."):
            request["sessionId"] = self.session
        self.send_frame(json.dumps(request))
        while True:
            reply = self.receive()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})

    def evaluate(self, expression):
        # A block, so each step's consts are its own; its completion value is the answer.
        result = self.call(
            "Runtime.evaluate", expression="{" + expression + "}", returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait(self, expression, what, seconds=20):
        deadline = time.time() + seconds
        while time.time() < deadline:
            value = self.evaluate(expression)
            if value:
                return value
            time.sleep(0.1)
        self.screenshot("timed-out.png")
        raise SystemExit(f"error: timed out waiting for {what} (the page as it was: timed-out.png)")

    def screenshot(self, name):
        data = self.call("Page.captureScreenshot", format="png")["data"]
        path = os.path.join(out, name)
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))
        print(path)

tools = DevTools(devtools)
target = tools.call("Target.createTarget", url="about:blank")["targetId"]
tools.session = tools.call("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
tools.call("Page.enable")
tools.call("Emulation.setDeviceMetricsOverride", width=1400, height=1000, deviceScaleFactor=1, mobile=False)

# Without the token: 403.
bare = url.split("?")[0]
tools.call("Page.navigate", url=bare)
tools.wait("document.readyState === 'complete' && document.body.innerText.length > 0", "the refusal")
assert "token" in tools.evaluate("document.body.innerText"), tools.evaluate("document.body.innerText")

# The library, then the search box.
tools.call("Page.navigate", url=url)
tools.wait("document.querySelectorAll('nav button').length > 10", "the library")
tools.screenshot("1-library.png")
tools.evaluate("const s = document.getElementById('search'); s.value = 'shake'; s.dispatchEvent(new Event('input'))")
tools.wait("[...document.querySelectorAll('nav button')].every(b => b.textContent.toLowerCase().includes('shake'))"
           " && document.querySelectorAll('nav button').length > 0", "the search")
tools.evaluate("document.querySelector('nav button[data-kind=timeline]').click()")
tools.wait("!!document.getElementById('preview').contentDocument?.getElementById('animdb-speed')", "the player")
# The player's speed control, as a user picks 0.5×.
tools.evaluate("const d = document.getElementById('preview').contentDocument; const s = d.getElementById('animdb-speed');"
               " s.value = '0.5'; s.dispatchEvent(new Event('change'))")
time.sleep(0.5)
tools.screenshot("2-timeline-player.png")

# The type's editor and its preview.
tools.evaluate("const s = document.getElementById('search'); s.value = ''; s.dispatchEvent(new Event('input'))")
tools.wait("!!document.querySelector('nav button[data-kind=type][data-name=Blob]')", "the type Blob")
tools.evaluate("document.querySelector('nav button[data-kind=type][data-name=Blob]').click()")
tools.wait("document.getElementById('code').value.includes('struct Blob')", "the editor")
tools.wait("(document.getElementById('preview').srcdoc || '').includes('<svg')", "the first preview")
first = tools.evaluate("document.getElementById('preview').srcdoc")
tools.screenshot("3-type-editor.png")

def edit(source):
    tools.evaluate(f"const c = document.getElementById('code'); c.value = {json.dumps(source)};"
                   " c.dispatchEvent(new Event('input'))")

source = tools.evaluate("document.getElementById('code').value")
changed = source.replace("var inset: Double = 10", "var inset: Double = 40")
assert changed != source
edit(changed)
tools.wait(f"document.getElementById('preview').srcdoc !== {json.dumps(first)}", "the preview to change")
second = tools.evaluate("document.getElementById('preview').srcdoc")
time.sleep(0.3)
tools.screenshot("4-preview-changed.png")

# A syntax error: shown with its line and column, marked in the gutter, the last good preview kept.
edit(changed.replace("var inset: Double = 40", "var inset: Double = = 40"))
status = tools.wait("document.getElementById('status').classList.contains('error')"
                    " && document.getElementById('status').textContent", "the error")
assert status.startswith("Blob.swift:2:25: "), status
assert tools.evaluate("document.querySelector('#gutter .bad')?.textContent.trim()") == "2"
assert tools.evaluate("!document.getElementById('marker').hidden")
assert tools.evaluate("document.getElementById('preview').srcdoc") == second, "the last good preview was not kept"
tools.screenshot("5-syntax-error.png")

# Fixed again, then saved.
edit(changed)
tools.wait("!document.getElementById('status').classList.contains('error')", "the error to clear")
tools.evaluate("document.getElementById('save').click()")
saved = tools.wait("document.getElementById('status').textContent.includes(\"type 'Blob'\")"
                   " && document.getElementById('status').textContent", "the save")
assert "revision 2" in saved, saved
tools.wait("document.getElementById('history').textContent.split('\\n').filter(l => /^2 /.test(l)).length == 1",
           "the history to show revision 2")
tools.screenshot("6-saved.png")
print("studio:", saved)

# A new view, pasted and saved as a timeline.
tools.evaluate("document.getElementById('new-view').click()")
tools.wait("(document.getElementById('preview').srcdoc || '').includes('not saved')"
           " && document.getElementById('status').textContent.startsWith('Preview')", "the new view's preview")
tools.evaluate("document.getElementById('draft-name').value = 'pasted-demo'")
tools.evaluate("document.getElementById('save').click()")
added = tools.wait("document.getElementById('status').textContent.includes(\"timeline 'pasted-demo'\")"
                   " && document.getElementById('status').textContent", "the view's save")
assert "Added timeline 'pasted-demo' from DemoView" in added, added
tools.wait("!!document.querySelector('nav button[data-kind=timeline][data-name=pasted-demo].chosen')"
           " && document.getElementById('history').textContent.includes('REV')", "the new timeline, opened")
tools.wait("!!document.getElementById('preview').contentDocument?.getElementById('animdb-speed')", "its player")
time.sleep(0.5)
tools.screenshot("7-new-view-saved.png")
print("studio:", added)
EOF
"$animdb" show pasted-demo >/dev/null

kill "$chromium" 2>/dev/null || true
kill -INT "$studio"
wait "$studio"
trap - EXIT
grep -q '^Stopped\.$' "$out/studio.log" || { echo "error: the studio did not stop cleanly" >&2; exit 1; }
log=$("$animdb" log --type Blob)
echo "$log"
echo "$log" | grep -q '^2 ' || { echo "error: 'animdb log --type Blob' has no revision 2" >&2; exit 1; }
leftovers=$(ls -A "$out/store" | grep -v '^animdb\.sqlite\(-wal\|-shm\)\?$' || true)
[ -z "$leftovers" ] || { echo "error: the studio left files behind: $leftovers" >&2; exit 1; }
echo "ok: library, search, player, editor, live preview, error at line:column, save, new view (screenshots in $out)"
